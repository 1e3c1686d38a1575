import { useEffect } from 'react';
import { useAppSelector } from '../store/hooks';

const THEME_COLORS = { light: '#c2410c', dark: '#020617' } as const;

/** Mirrors the theme slice onto <html class="dark"> and the browser's theme colour. */
export function ThemeSync() {
  const theme = useAppSelector((state) => state.theme.theme);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
  }, [theme]);
  return null;
}
