import { isOpenMessage } from './system-notification';

describe("the service worker's open message", () => {
  it('is taken only with a link inside the app', () => {
    expect(isOpenMessage({ type: 'mistri:open', link: '/messages' })).toBe(true);
    expect(isOpenMessage({ type: 'mistri:open', link: 'https://elsewhere.example/' })).toBe(false);
    expect(isOpenMessage({ type: 'mistri:open', link: '//elsewhere.example/' })).toBe(false);
    expect(isOpenMessage({ type: 'mistri:open' })).toBe(false);
    expect(isOpenMessage({ type: 'other', link: '/messages' })).toBe(false);
    expect(isOpenMessage('mistri:open')).toBe(false);
    expect(isOpenMessage(null)).toBe(false);
  });
});
