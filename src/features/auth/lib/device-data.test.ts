import 'fake-indexeddb/auto';
import { keepOutgoing, loadOutbox } from '../../../lib/outbox-db';
import { deviceUser, followSessionOwner } from './device-data';

const ASHA = '0b6f6a52-1111-4c3e-9d6b-000000000001';
const RAJAN = '0b6f6a52-2222-4c3e-9d6b-000000000002';

/** A stand-in for the browser's CacheStorage (jsdom has none), recording what was deleted. */
function fakeCaches(names: string[]) {
  const held = new Set(names);
  const storage = {
    delete: vi.fn((name: string) => Promise.resolve(held.delete(name))),
    keys: () => Promise.resolve([...held]),
  };
  vi.stubGlobal('caches', storage);
  return held;
}

describe('followSessionOwner', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the same person’s saved reads, pictures and unsent messages', async () => {
    await followSessionOwner(ASHA);
    const held = fakeCaches(['api-reads', 'profile-pictures']);
    await keepOutgoing(ASHA, 7, { id: 'a-1', body: 'Can you come at 10?', photos: [] });
    await followSessionOwner(ASHA);
    expect([...held]).toEqual(['api-reads', 'profile-pictures']);
    expect(await loadOutbox(ASHA, 7)).toEqual([{ id: 'a-1', body: 'Can you come at 10?', photos: [] }]);
  });

  it('forgets them at the end of a session, whoever ended it', async () => {
    await followSessionOwner(ASHA);
    const held = fakeCaches(['api-reads', 'profile-pictures', 'workbox-precache-v2']);
    await keepOutgoing(ASHA, 7, { id: 'a-2', body: 'My address is 12 MG Road', photos: [] });
    await followSessionOwner(null, true);
    expect([...held]).toEqual(['workbox-precache-v2']);
    expect(await loadOutbox(ASHA, 7)).toEqual([]);
    expect(deviceUser()).toBeNull();
  });

  it('forgets them when another person signs in without a sign-out first', async () => {
    await followSessionOwner(ASHA);
    const held = fakeCaches(['api-reads', 'profile-pictures']);
    await keepOutgoing(ASHA, 9, { id: 'a-3', body: 'Gate code 4411', photos: [] });
    await followSessionOwner(RAJAN);
    expect([...held]).toEqual([]);
    expect(await loadOutbox(ASHA, 9)).toEqual([]);
    expect(deviceUser()).toBe(RAJAN);
  });

  it('leaves a visitor’s device alone when nobody was signed in', async () => {
    const held = fakeCaches(['api-reads']);
    await followSessionOwner(null);
    expect([...held]).toEqual(['api-reads']);
  });
});
