import type { English } from './catalogs/en.js';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** Every message key: a dotted path into the English catalog ("auth.signIn.title"). */
export type MessageKey = Leaves<English>;

/** What a translated catalog must hold: the English catalog's shape, every leaf a string. */
export type Catalog = Widen<English>;

export type MessageParams = Record<string, string | number>;
