import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Listener = (event: Record<string, unknown>) => void;

/** Runs public/sw-notification-click.js against a stand-in service worker scope. */
function loadWorker() {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const windows: { postMessage: ReturnType<typeof vi.fn>; focus: ReturnType<typeof vi.fn> }[] = [];
  const scope = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: {
      showNotification: vi.fn((title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
        return Promise.resolve();
      }),
    },
    clients: {
      matchAll: vi.fn(() => Promise.resolve(windows)),
      openWindow: vi.fn(() => Promise.resolve(null)),
    },
  };
  const source = readFileSync(join(process.cwd(), 'public', 'sw-notification-click.js'), 'utf8');
  // The worker script is plain JavaScript; it runs here with the stand-in as its `self`.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('self', source) as (self: unknown) => void;
  run(scope);
  const fire = async (type: string, event: Record<string, unknown>) => {
    const waited: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
    await Promise.all(waited);
    return waited.length;
  };
  const pushOf = (text: string) => ({ data: { json: () => JSON.parse(text) as unknown } });
  return { scope, shown, windows, fire, pushOf };
}

describe('the service worker', () => {
  it('shows a push message from the notify function with its tag and link', async () => {
    const { shown, fire, pushOf } = loadWorker();
    const payload = {
      title: 'Asha sent you a connection request',
      body: 'Accept or decline it.',
      link: '/dashboard',
      tag: 'mistri-41',
      kind: 'new_request',
      id: 41,
    };
    await fire('push', pushOf(JSON.stringify(payload)));
    expect(shown).toEqual([
      {
        title: 'Asha sent you a connection request',
        options: {
          body: 'Accept or decline it.',
          tag: 'mistri-41',
          icon: '/icons/icon-192.png',
          data: { link: '/dashboard', kind: 'new_request', id: 41 },
        },
      },
    ]);
  });

  it('drops payloads that are not ours, and keeps links inside the app', async () => {
    const { shown, fire, pushOf } = loadWorker();
    expect(await fire('push', pushOf('not json'))).toBe(0);
    expect(await fire('push', pushOf('[1,2]'))).toBe(0);
    expect(await fire('push', pushOf('{"body":"no title"}'))).toBe(0);
    expect(await fire('push', { data: null })).toBe(0);
    await fire('push', pushOf('{"title":"Hi","link":"//evil.example/x","id":7}'));
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      title: 'Hi',
      options: { body: '', tag: 'mistri-7', data: { link: '/', kind: null, id: 7 } },
    });
  });

  it('opens the notification’s page on a tap: in the open window, or a new one', async () => {
    const { scope, windows, fire } = loadWorker();
    const close = vi.fn();
    await fire('notificationclick', { notification: { close, data: { link: '/chat/12' } } });
    expect(close).toHaveBeenCalled();
    expect(scope.clients.openWindow).toHaveBeenCalledWith('/chat/12');

    windows.push({ postMessage: vi.fn(), focus: vi.fn(() => Promise.resolve()) });
    await fire('notificationclick', { notification: { close, data: { link: '/dashboard' } } });
    expect(windows[0]?.postMessage).toHaveBeenCalledWith({ type: 'mistri:open', link: '/dashboard' });
    expect(windows[0]?.focus).toHaveBeenCalled();
  });
});
