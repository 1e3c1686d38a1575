import { formatDistance } from './format-distance';

describe('formatDistance', () => {
  it.each([
    [0, '0 m'],
    [0.004, '0 m'],
    [0.0449, '40 m'],
    [0.85, '850 m'],
    [0.8549, '850 m'],
    [0.996, '1.0 km'],
    [1, '1.0 km'],
    [3.24, '3.2 km'],
    [3.25, '3.3 km'],
    [9.94, '9.9 km'],
    [9.96, '10 km'],
    [12.4, '12 km'],
  ])('formats %s km as %s', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });

  it('says nothing for impossible distances', () => {
    expect(formatDistance(Number.NaN)).toBe('');
    expect(formatDistance(-1)).toBe('');
  });
});
