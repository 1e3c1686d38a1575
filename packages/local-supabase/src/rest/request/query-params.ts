import { splitTopLevel } from './scanner.js';

export interface KeyValue {
  key: string;
  value: string;
}

/** Filters, logic, order and paging of one embedded resource (`messages.id=eq.1`, `messages.limit=2`). */
export interface EmbedParams {
  filters: KeyValue[];
  logic: KeyValue[];
  order: string | null;
  limit: string | null;
  offset: string | null;
}

/** The query string split the way PostgREST reads it (reserved words, logic trees, filters). */
export interface RequestParams {
  select: string | null;
  columns: string | null;
  onConflict: string | null;
  order: string | null;
  limit: string | null;
  offset: string | null;
  /** `or`, `and`, `not.or`, `not.and` */
  logic: KeyValue[];
  /** Everything else: filters, or arguments of a function called with GET. */
  filters: KeyValue[];
  /** Parameters of embedded resources, by path (`messages.channels`). */
  embedded: Map<string, EmbedParams>;
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);
const EMBEDDABLE = new Set(['order', 'limit', 'offset', 'and', 'or']);
const ROOT_LOGIC = new Set(['and', 'or', 'not.and', 'not.or']);

/** `URLSearchParams` decodes `+` as a space, as PostgREST does (form decoding). */
export function readParams(search: URLSearchParams): RequestParams {
  const params: RequestParams = {
    select: null,
    columns: null,
    onConflict: null,
    order: null,
    limit: null,
    offset: null,
    logic: [],
    filters: [],
    embedded: new Map(),
  };
  const embed = (path: string[]): EmbedParams => {
    const pathKey = path.join('.');
    const found = params.embedded.get(pathKey) ?? { filters: [], logic: [], order: null, limit: null, offset: null };
    params.embedded.set(pathKey, found);
    return found;
  };
  for (const [key, value] of search) {
    if (RESERVED.has(key)) {
      if (key === 'select') params.select ??= value;
      else if (key === 'columns') params.columns ??= value;
      else params.onConflict ??= value;
      continue;
    }
    if (ROOT_LOGIC.has(key)) {
      params.logic.push({ key, value });
      continue;
    }
    if (EMBEDDABLE.has(key)) {
      if (key === 'order') params.order ??= value;
      else if (key === 'limit') params.limit ??= value;
      else if (key === 'offset') params.offset ??= value;
      continue;
    }
    const segments = key.includes('->') ? [key] : splitTopLevel(key, '.');
    const last = segments[segments.length - 1] ?? '';
    if (segments.length === 1) {
      params.filters.push({ key, value });
      continue;
    }
    const negated = segments.length > 2 && segments[segments.length - 2] === 'not' && (last === 'or' || last === 'and');
    const path = segments.slice(0, negated ? -2 : -1);
    const target = embed(path);
    if (negated) target.logic.push({ key: `not.${last}`, value });
    else if (last === 'or' || last === 'and') target.logic.push({ key: last, value });
    else if (last === 'order') target.order ??= value;
    else if (last === 'limit') target.limit ??= value;
    else if (last === 'offset') target.offset ??= value;
    else target.filters.push({ key: last, value });
  }
  return params;
}
