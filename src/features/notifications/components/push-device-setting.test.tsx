import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PushDeviceSetting } from './push-device-setting';

const { from, invoke } = vi.hoisted(() => ({ from: vi.fn(), invoke: vi.fn() }));
vi.mock('../../../lib/supabase', () => ({ supabase: { from, functions: { invoke } } }));

const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://push.example/device-1';

/** A browser with a service worker and the Push API, whose permission answer the test chooses. */
function fakeBrowser() {
  let subscription: {
    endpoint: string;
    unsubscribe: () => Promise<boolean>;
    options: unknown;
    getKey: (name: string) => ArrayBuffer;
  } | null = null;
  const unsubscribe = vi.fn(() => {
    subscription = null;
    return Promise.resolve(true);
  });
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(subscription)),
    subscribe: vi.fn((options: { applicationServerKey: Uint8Array }) => {
      subscription = {
        endpoint: ENDPOINT,
        unsubscribe,
        options,
        getKey: (name: string) => new Uint8Array(name === 'p256dh' ? [4, 7] : [1]).buffer,
      };
      return Promise.resolve(subscription);
    }),
  };
  const registration = { pushManager, active: {} };
  const notification = { permission: 'default' as NotificationPermission, requestPermission: vi.fn() };
  notification.requestPermission.mockImplementation(() => {
    notification.permission = 'granted';
    return Promise.resolve('granted');
  });
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () => Promise.resolve(registration),
      ready: Promise.resolve(registration),
      addEventListener: () => undefined,
    },
  });
  return { pushManager, notification, unsubscribe };
}

/** push_subscriptions: the rows of this device, the inserts and deletes it got. */
function pushTable() {
  const rows = new Set<string>();
  const inserts: unknown[] = [];
  const deletes: unknown[][] = [];
  let deleting = false;
  const builder = {
    insert: (row: { endpoint: string }) => {
      inserts.push(row);
      rows.add(row.endpoint);
      return Promise.resolve({ data: null, error: null });
    },
    select: () => builder,
    delete: () => {
      deleting = true;
      return builder;
    },
    eq: (column: string, value: string) => {
      if (!deleting) return builder;
      deleting = false;
      deletes.push([column, value]);
      rows.delete(value);
      return Promise.resolve({ data: null, error: null });
    },
    maybeSingle: () => Promise.resolve({ data: rows.size > 0 ? { id: 1 } : null, error: null }),
  };
  from.mockImplementation(() => builder);
  return { inserts, deletes };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PushDeviceSetting', () => {
  it('asks only on the tap, subscribes with the server key, stores one row, and turns off again', async () => {
    const browser = fakeBrowser();
    const table = pushTable();
    invoke.mockResolvedValue({ data: { publicKey: PUBLIC_KEY }, error: null });
    const user = userEvent.setup();
    renderWithProviders(<PushDeviceSetting />, {
      preloadedState: { authUser: { uuid: 'u1', metadata: 'Electrician', userDetails: null } },
    });

    expect(await screen.findByText('Push is off on this device.')).toBeInTheDocument();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Turn on push on this device' }));
    expect(await screen.findByText('Push is on for this device.')).toBeInTheDocument();
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(invoke).toHaveBeenCalledWith('push-key', { method: 'GET' });
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(table.inserts).toEqual([
      { endpoint: ENDPOINT, p256dh: 'BAc', auth: 'AQ', user_agent: expect.any(String) as string },
    ]);

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Push is off on this device.')).toBeInTheDocument();
    expect(table.deletes).toEqual([['endpoint', ENDPOINT]]);
    expect(browser.unsubscribe).toHaveBeenCalled();
  });
});
