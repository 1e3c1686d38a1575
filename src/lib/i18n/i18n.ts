import rosetta from 'rosetta';
import { en } from './catalogs/en';
import { loadFonts } from './fonts';
import type { Catalog, MessageKey, MessageParams } from './keys';
import { INTL_LOCALE, rememberLocale, type Locale } from './locales';

const catalogLoaders: Partial<Record<Locale, () => Promise<Catalog>>> = {};

const translator = rosetta<Catalog>({ en });
let current: Locale = 'en';
const listeners = new Set<() => void>();

/** The message for `key` in the current language, with `{{name}}` placeholders filled in. */
export function t(key: MessageKey, params?: MessageParams): string {
  return translator.t(key, params) || translator.t(key, params, 'en');
}

export function currentLocale(): Locale {
  return current;
}

export function currentIntlLocale(): string {
  return INTL_LOCALE[current];
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Loads the language's catalog and fonts (once), then switches every screen to it. */
export async function setLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  const load = catalogLoaders[locale];
  if (load && !translator.table(locale)) translator.set(locale, await load());
  void loadFonts(locale);
  translator.locale(locale);
  current = locale;
  document.documentElement.lang = INTL_LOCALE[locale];
  if (remember) rememberLocale(locale);
  for (const listener of listeners) listener();
}

translator.locale('en');
