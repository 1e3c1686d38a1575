import { notEmbedded } from './errors.js';

export interface KeyValue {
  key: string;
  value: string;
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
    const segments = key.split('.');
    const last = segments[segments.length - 1] ?? '';
    if (segments.length === 1 && EMBEDDABLE.has(key)) {
      if (key === 'order') params.order ??= value;
      else if (key === 'limit') params.limit ??= value;
      else if (key === 'offset') params.offset ??= value;
      continue;
    }
    if (segments.length > 1 && EMBEDDABLE.has(last) && !key.startsWith('"')) {
      throw notEmbedded(segments[0] === 'not' ? (segments[1] ?? '') : (segments[0] ?? ''));
    }
    params.filters.push({ key, value });
  }
  return params;
}
