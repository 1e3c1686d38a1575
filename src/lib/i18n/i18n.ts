import rosetta from 'rosetta';
import { app } from './catalogs/en/app';
import { common } from './catalogs/en/common';
import type { Catalog, MessageKey, MessageParams } from './keys';
import { INTL_LOCALE, initialLocale, rememberLocale, type Locale } from './locales';

const catalogLoaders: Partial<Record<Locale, () => Promise<Catalog>>> = {
  ml: () => import('./catalogs/ml').then((module) => module.ml),
  hi: () => import('./catalogs/hi').then((module) => module.hi),
};

const englishParts = {
  layout: () => import('./catalogs/en/layout').then(({ layout }) => ({ layout })),
  landing: () => import('./catalogs/en/landing').then(({ landing }) => ({ landing })),
  rest: () => import('./catalogs/en/rest').then(({ rest }) => rest),
};

/** A part of the English catalog that ships apart from the first-load script. */
export type EnglishPart = keyof typeof englishParts;

type Sections = Partial<Catalog>;

/**
 * The pseudo locale for layout checks: `?pseudo=1` turns it on (remembered on this device),
 * `?pseudo=0` off. It rewrites the English catalog as each part loads, so it costs the
 * first-load script only this switch.
 */
export const pseudoLocale: boolean = (() => {
  try {
    const asked = /[?&]pseudo=([01])/.exec(location.search)?.[1];
    if (asked) localStorage.setItem('mistri.pseudo', asked);
    return localStorage.getItem('mistri.pseudo') === '1';
  } catch {
    return false;
  }
})();

const pseudo: Promise<((sections: Sections) => Sections) | null> = pseudoLocale
  ? import('./pseudo').then((module) => module.pseudoCatalog)
  : Promise.resolve(null);

const translator = rosetta<Sections>({ en: { common, app } });
let current: Locale = 'en';
const listeners = new Set<() => void>();
const partsLoading = new Map<EnglishPart, Promise<void>>();
const reportedMissing = new Set<string>();

/** The message for `key` in the current language, with `{{name}}` placeholders filled in. */
export function t(key: MessageKey, params?: MessageParams): string {
  const text = translator.t(key, params) || translator.t(key, params, 'en');
  if (!text && !reportedMissing.has(key)) {
    reportedMissing.add(key);
    console.error(`Missing message "${key}": the code that shows it must load its part of the catalog first.`);
  }
  return text;
}

/** Loads a part of the English catalog (once; a failed download is tried again next time). */
export function loadEnglish(part: EnglishPart): Promise<void> {
  let loading = partsLoading.get(part);
  if (!loading) {
    loading = Promise.all([englishParts[part](), pseudo]).then(([sections, adapt]) => {
      translator.set('en', adapt ? adapt(sections) : sections);
    });
    partsLoading.set(part, loading);
    loading.catch(() => partsLoading.delete(part));
  }
  return loading;
}

/** Every part of the English catalog, for prerendering and tests. */
export function loadAllEnglish(): Promise<void> {
  return Promise.all(Object.keys(englishParts).map((part) => loadEnglish(part as EnglishPart))).then(() => undefined);
}

/** A module loader that also brings the part of the English catalog the module's screens show. */
export function withEnglish<T>(part: EnglishPart, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadEnglish(part)]).then(([module]) => module);
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
  // Only Malayalam and Hindi need fonts of their own: English never loads this module.
  if (locale !== 'en') void import('./fonts').then(({ loadFonts }) => loadFonts(locale));
  translator.locale(locale);
  current = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = INTL_LOCALE[locale];
  if (remember) rememberLocale(locale);
  for (const listener of listeners) listener();
}

translator.locale('en');

/** Settles once the language of this visit (remembered, or the browser's) is ready. */
export const i18nReady: Promise<void> = pseudo
  .then((adapt) => {
    if (!adapt) return setLocale(initialLocale(), { remember: false });
    translator.set('en', adapt({ common, app }));
    return setLocale('en', { remember: false });
  })
  .catch((error: unknown) => {
    console.error('The language could not be loaded; showing English.', error);
  });

type PluralBase = MessageKey extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never;

/** A message that depends on a count: `key_one` or `key_other` by the language's plural rules. */
export function tp(key: PluralBase, count: number, params?: MessageParams): string {
  const category = new Intl.PluralRules(INTL_LOCALE[current]).select(count) === 'one' ? 'one' : 'other';
  const formatted = new Intl.NumberFormat(INTL_LOCALE[current]).format(count);
  return t(`${key}_${category}` as MessageKey, { count: formatted, ...params });
}

/**
 * An object whose properties read their message in the current language each time, for
 * validation messages named once and used by several schemas (pass them as `() => messages.x`).
 */
export function messageGetters<const T extends Record<string, MessageKey>>(
  keys: T,
): { readonly [K in keyof T]: string } {
  const messages = {};
  for (const [name, key] of Object.entries(keys)) {
    Object.defineProperty(messages, name, { get: () => t(key), enumerable: true });
  }
  return messages as { readonly [K in keyof T]: string };
}
