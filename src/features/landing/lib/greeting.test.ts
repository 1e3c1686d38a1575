import { getGreeting } from './greeting';

function at(time: string): number {
  return new Date(`2024-05-10T${time}:00`).getHours();
}

describe('getGreeting', () => {
  it.each([
    ['00:00', 'Good Morning'],
    ['11:59', 'Good Morning'],
    ['12:00', 'Good Afternoon'],
    ['16:59', 'Good Afternoon'],
    ['17:00', 'Good Evening'],
    ['23:59', 'Good Evening'],
  ])('greets at %s with %s', (time, greeting) => {
    expect(getGreeting(at(time))).toBe(greeting);
  });
});
