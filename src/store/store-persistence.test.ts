import { makeStore } from './store';
import { persistAppStore } from './store-persistence';
import { themeToggled } from './theme-slice';

function storedTheme(): string | undefined {
  const raw = localStorage.getItem('persist:root');
  if (raw === null) return undefined;
  const root = JSON.parse(raw) as { theme?: string };
  return root.theme === undefined ? undefined : (JSON.parse(root.theme) as { theme: string }).theme;
}

function whenBootstrapped(persistor: ReturnType<typeof persistAppStore>): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (persistor.getState().bootstrapped) resolve();
    };
    persistor.subscribe(check);
    check();
  });
}

describe('the persisted store', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('writes a change made just before the page is left, as the page goes', async () => {
    const store = makeStore();
    const persistor = persistAppStore(store);
    await whenBootstrapped(persistor);
    store.dispatch(themeToggled());
    expect(store.getState().theme.theme).toBe('dark');
    // Nothing has been written yet in this task: without the flush a reload now would lose it.
    expect(storedTheme()).not.toBe('dark');
    window.dispatchEvent(new Event('pagehide'));
    expect(storedTheme()).toBe('dark');
  });
});
