import rosetta from 'rosetta';
import { app } from './catalogs/en/app';
import type { Catalog, MessageKey, MessageParams } from './keys';
import { INTL_LOCALE, initialLocale, rememberLocale, type Locale } from './locales';

type Sections = Partial<Catalog>;

/**
 * Every language's catalog (catalogs/<locale>/<namespace>.ts) in the parts it ships in, so a page
 * downloads only its own text in its reader's language: `shell` (common, app, layout) before the
 * first render, `landing` with Home, `rest` with every other page (`withMessages` in
 * src/app/router.tsx). Each part module's exports are its sections.
 */
const catalogParts = {
  shell: {
    en: () => import('./catalogs/en/shell'),
    ml: () => import('./catalogs/ml/shell'),
    hi: () => import('./catalogs/hi/shell'),
  },
  landing: {
    en: () => import('./catalogs/en/landing'),
    ml: () => import('./catalogs/ml/landing'),
    hi: () => import('./catalogs/hi/landing'),
  },
  rest: {
    en: () => import('./catalogs/en/rest'),
    ml: () => import('./catalogs/ml/rest'),
    hi: () => import('./catalogs/hi/rest'),
  },
} satisfies Record<string, Record<Locale, () => Promise<Sections>>>;

type Part = keyof typeof catalogParts;

/** A part of the catalog that a route (or a lazy component) brings with its code. */
export type MessagePart = Exclude<Part, 'shell'>;

const MESSAGE_PARTS = Object.keys(catalogParts).filter((part): part is MessagePart => part !== 'shell');

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

// The English of the app's own screens ships with the first-load script: a start that failed, or a page
// whose code (or language) could not be downloaded, still says so.
const translator = rosetta<Sections>({ en: { app } });
/** The language screens show. */
let current: Locale = 'en';
/** The language being switched to (from the start, the one of this visit), else the current one. */
let next: Locale = pseudoLocale ? 'en' : initialLocale();
/** Whether a language has been switched to: until then only `next`'s parts are worth loading. */
let started = false;
const listeners = new Set<() => void>();
/** The parts screens have asked for: a new language brings each of them before it shows. */
const partsWanted = new Set<Part>(['shell']);
const partsLoading = new Map<`${Locale}:${Part}`, Promise<void>>();
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

/** Loads a part of one language's catalog (once; a failed download is tried again next time). */
function loadPart(locale: Locale, part: Part): Promise<void> {
  const id = `${locale}:${part}` as const;
  let loading = partsLoading.get(id);
  if (!loading) {
    loading = Promise.all([catalogParts[part][locale](), pseudo]).then(([sections, adapt]) => {
      translator.set(locale, locale === 'en' && adapt ? adapt(sections) : sections);
    });
    partsLoading.set(id, loading);
    loading.catch(() => partsLoading.delete(id));
  }
  return loading;
}

/**
 * Loads a part of the catalog in the language on screen and, while the language changes, in the
 * one it changes to: a Malayalam reader downloads Malayalam text only.
 */
export async function loadMessages(part: MessagePart): Promise<void> {
  partsWanted.add(part);
  for (;;) {
    const locales = started && current !== next ? [current, next] : [next];
    await Promise.all(locales.map((locale) => loadPart(locale, part)));
    // The language changed, or began to change, while this part loaded: bring it in that language too.
    if (locales.includes(next) && (!started || locales.includes(current))) return;
  }
}

/** Every part of the catalog in the current language, for prerendering and tests. */
export function loadAllMessages(): Promise<void> {
  return Promise.all(MESSAGE_PARTS.map(loadMessages)).then(() => undefined);
}

/** A module loader that also brings the part of the catalog the module's screens show. */
export function withMessages<T>(part: MessagePart, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadMessages(part)]).then(([module]) => module);
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

/**
 * Loads the language's text for every part screens have asked for so far, and its fonts (once),
 * then switches every screen to it. When the person chooses again meanwhile, the last choice wins.
 */
export async function setLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  next = locale;
  try {
    await Promise.all([...partsWanted].map((part) => loadPart(locale, part)));
  } catch (error) {
    if (next === locale) next = current;
    throw error;
  }
  if (next !== locale) return;
  // Only Malayalam and Hindi need fonts of their own: English never loads this module.
  if (locale !== 'en') void import('./fonts').then(({ loadFonts }) => loadFonts(locale));
  translator.locale(locale);
  current = locale;
  started = true;
  if (typeof document !== 'undefined') document.documentElement.lang = INTL_LOCALE[locale];
  if (remember) rememberLocale(locale);
  for (const listener of listeners) listener();
}

translator.locale('en');

/** Settles once the language of this visit (remembered, or the browser's) is ready; English if it cannot load. */
export const i18nReady: Promise<void> = setLocale(next, { remember: false }).catch((error: unknown) => {
  console.error('The language could not be loaded; showing English.', error);
  return setLocale('en', { remember: false }).catch((englishError: unknown) => {
    console.error('English could not be loaded either.', englishError);
  });
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
