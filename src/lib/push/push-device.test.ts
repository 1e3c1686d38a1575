import { base64UrlToBytes, bytesToBase64Url, subscribePush, subscriptionKeys } from './push-device';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function fakeSubscription(endpoint: string, key: Uint8Array | null) {
  return {
    endpoint,
    options: { applicationServerKey: key ? key.slice().buffer : null },
    unsubscribe: vi.fn(() => Promise.resolve(true)),
    getKey: (name: string) => (name === 'p256dh' ? new Uint8Array([4, 1, 2]).buffer : new Uint8Array([9, 9]).buffer),
  };
}

function fakeRegistration(existing: ReturnType<typeof fakeSubscription> | null) {
  const made = fakeSubscription('https://push.example/new', null);
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(existing)),
    subscribe: vi.fn(() => Promise.resolve(made)),
  };
  return { registration: { pushManager } as unknown as ServiceWorkerRegistration, pushManager, made };
}

describe('push on this device', () => {
  it('reads and writes base64url keys', () => {
    const bytes = base64UrlToBytes(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(bytesToBase64Url(bytes)).toBe(KEY);
    expect(bytesToBase64Url(new Uint8Array([251, 255]))).toBe('-_8');
    expect(() => base64UrlToBytes('not/base64+')).toThrow();
  });

  it('subscribes with the server key when there is no subscription yet', async () => {
    const { registration, pushManager, made } = fakeRegistration(null);
    expect(await subscribePush(registration, KEY)).toBe(made);
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(KEY),
    });
  });

  it('keeps a subscription made with the same key, and replaces one made with another key', async () => {
    const same = fakeSubscription('https://push.example/same', base64UrlToBytes(KEY));
    const first = fakeRegistration(same);
    expect(await subscribePush(first.registration, KEY)).toBe(same);
    expect(first.pushManager.subscribe).not.toHaveBeenCalled();

    const other = fakeSubscription('https://push.example/old', new Uint8Array([4, 0, 0]));
    const second = fakeRegistration(other);
    expect(await subscribePush(second.registration, KEY)).toBe(second.made);
    expect(other.unsubscribe).toHaveBeenCalled();

    const fresh = fakeSubscription('https://push.example/taken', base64UrlToBytes(KEY));
    const third = fakeRegistration(fresh);
    expect(await subscribePush(third.registration, KEY, { fresh: true })).toBe(third.made);
    expect(fresh.unsubscribe).toHaveBeenCalled();
  });

  it('turns a subscription into the row to store', () => {
    const subscription = fakeSubscription('https://push.example/a', null) as unknown as PushSubscription;
    expect(subscriptionKeys(subscription)).toEqual({ endpoint: 'https://push.example/a', p256dh: 'BAEC', auth: 'CQk' });
  });
});
