import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from '../store/store';

const THEME_COLORS = { light: '#c2410c', dark: '#020617' } as const;

/**
 * Mirrors the theme slice onto <html class="dark"> and the browser's theme colour, once the
 * persisted theme is back (`restored`); until then index.html's script has set the class. It reads
 * the store itself: while hydrating, the selectors see the neutral state of the prerendered HTML.
 */
export function ThemeSync({ restored }: { restored: Promise<void> | null }) {
  const store = useStore<RootState>();
  useEffect(() => {
    let unsubscribe: () => void = () => undefined;
    let live = true;
    const apply = () => {
      const { theme } = store.getState().theme;
      document.documentElement.classList.toggle('dark', theme === 'dark');
      document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
    };
    void Promise.resolve(restored).then(() => {
      if (!live) return;
      apply();
      unsubscribe = store.subscribe(apply);
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [store, restored]);
  return null;
}
