import type { Locale } from './locales';

/**
 * The script subsets of Noto Sans for the languages whose letters the system fonts may lack:
 * each is fetched only when its language is chosen.
 */
const fontLoaders: Partial<Record<Locale, () => Promise<unknown>>> = {
  ml: () =>
    Promise.all([
      import('@fontsource/noto-sans-malayalam/malayalam-400.css'),
      import('@fontsource/noto-sans-malayalam/malayalam-700.css'),
    ]),
  hi: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
    ]),
};

export function loadFonts(locale: Locale): Promise<unknown> {
  return fontLoaders[locale]?.() ?? Promise.resolve();
}
