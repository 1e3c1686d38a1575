/** The languages Mistri speaks, in the order the language menus list them. */
export const LOCALES = ['en', 'ml', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The `Intl` locale of each language: numbers, dates and distances as people in India write them. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', ml: 'ml-IN', hi: 'hi-IN' };

/** Each language's own name, shown in the language menus (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ml: 'മലയാളം', hi: 'हिन्दी' };

export const LOCALE_STORAGE_KEY = 'mistri.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The first of the browser's languages that Mistri speaks ("ml-IN" → ml), else English. */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}

/** The remembered choice, or on a first visit the browser's languages; English when prerendering at build time. */
export function initialLocale(): Locale {
  if (typeof navigator === 'undefined') return 'en';
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage can be unavailable (private modes); the browser's languages still decide.
  }
  return localeFromLanguages(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Without storage the choice lasts until the page is closed.
  }
}
