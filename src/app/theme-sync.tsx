import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from '../store/store';

const THEME_COLORS = { light: '#c2410c', dark: '#020617' } as const;

/**
 * Mirrors the theme slice onto <html class="dark"> and the browser's theme colour (index.html's
 * script has set the class before the first paint). It reads the store itself: while hydrating,
 * the selectors see the neutral state of the prerendered HTML, not the remembered theme.
 */
export function ThemeSync() {
  const store = useStore<RootState>();
  useEffect(() => {
    const apply = () => {
      const { theme } = store.getState().theme;
      document.documentElement.classList.toggle('dark', theme === 'dark');
      document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
    };
    apply();
    return store.subscribe(apply);
  }, [store]);
  return null;
}
