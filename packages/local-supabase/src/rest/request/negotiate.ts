import { RestError } from '../errors.js';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  handling: 'strict' | 'lenient' | null;
  maxAffected: number | null;
  /** The raw `key=value` of every recognised preference, for Preference-Applied. */
  applied: Map<string, string>;
  invalid: string[];
}

const CHOICES: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
};

/** `Prefer` as PostgREST reads it: comma-separated, first occurrence of each preference wins. */
export function parsePrefer(header: string | undefined): Preferences {
  const values = new Map<string, string>();
  const invalid: string[] = [];
  let maxAffected: number | null = null;
  for (const raw of (header ?? '').split(',')) {
    const item = raw.trim();
    if (item === '') continue;
    const [key = '', value = ''] = item.split('=', 2);
    if (key === 'timezone') continue;
    if (key === 'max-affected' && /^\d+$/.test(value)) {
      maxAffected ??= Number(value);
      continue;
    }
    if (CHOICES[key]?.includes(value)) {
      if (!values.has(key)) values.set(key, value);
    } else {
      invalid.push(item);
    }
  }
  if (maxAffected !== null) values.set('max-affected', String(maxAffected));
  return {
    return: (values.get('return') ?? null) as Preferences['return'],
    count: (values.get('count') ?? null) as Preferences['count'],
    resolution: (values.get('resolution') ?? null) as Preferences['resolution'],
    missing: (values.get('missing') ?? null) as Preferences['missing'],
    handling: (values.get('handling') ?? null) as Preferences['handling'],
    maxAffected,
    applied: values,
    invalid,
  };
}

/** PGRST122 when `handling=strict` meets a preference PostgREST does not know. */
export function checkStrictPreferences(prefs: Preferences): void {
  if (prefs.handling === 'strict' && prefs.invalid.length > 0) {
    throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', {
      details: `Invalid preferences: ${prefs.invalid.join(', ')}`,
    });
  }
}

/** The `Preference-Applied` value for the preferences this request honoured. */
export function preferenceApplied(prefs: Preferences, keys: string[]): string | null {
  const applied = keys.flatMap((key) => {
    const value = prefs.applied.get(key);
    return value === undefined ? [] : [`${key}=${value}`];
  });
  return applied.length === 0 ? null : applied.join(', ');
}

export interface Output {
  /** `application/vnd.pgrst.object+json`: exactly one row, answered as an object. */
  single: boolean;
  /** `text/csv`: a header line, then one line per row. */
  csv?: boolean;
  /** `application/vnd.pgrst.plan+json|text`: the EXPLAIN of the query instead of its rows. */
  plan?: { format: 'json' | 'text'; options: string[] };
  stripNulls: boolean;
  contentType: string;
}

const PLAN_OPTIONS = new Set(['analyze', 'verbose', 'settings', 'buffers', 'wal']);

/** Chooses the response media type from `Accept`, or 406 PGRST107 as PostgREST answers. */
export function negotiate(accept: string | undefined): Output {
  const offered = (accept ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (offered.length === 0) return { single: false, stripNulls: false, contentType: 'application/json; charset=utf-8' };
  for (const entry of offered) {
    const [type = '', ...rawParams] = entry.split(';').map((part) => part.trim().toLowerCase());
    const params = new Map(rawParams.map((p) => p.split('=', 2) as [string, string]));
    if (params.get('q') === '0') continue;
    const stripNulls = params.get('nulls') === 'stripped';
    if (type === '*/*' || type === 'application/*' || type === 'application/json') {
      return { single: false, stripNulls: false, contentType: 'application/json; charset=utf-8' };
    }
    const plan = /^application\/vnd\.pgrst\.plan(\+json|\+text)?$/.exec(type);
    if (plan) {
      const format = plan[1] === '+json' ? 'json' : 'text';
      const options = (params.get('options') ?? '').split('|').filter((o) => PLAN_OPTIONS.has(o));
      const forType = params.get('for') ?? '"application/json"';
      return {
        single: false,
        stripNulls: false,
        plan: { format, options },
        contentType: `application/vnd.pgrst.plan+${format}; for=${forType}; charset=utf-8`,
      };
    }
    if (type === 'text/csv')
      return { single: false, stripNulls: false, csv: true, contentType: 'text/csv; charset=utf-8' };
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      const nulls = stripNulls ? '; nulls=stripped' : '';
      return { single: true, stripNulls, contentType: `application/vnd.pgrst.object+json${nulls}; charset=utf-8` };
    }
    if (type === 'application/vnd.pgrst.array+json' || type === 'application/vnd.pgrst.array') {
      const contentType = stripNulls
        ? 'application/vnd.pgrst.array+json; nulls=stripped; charset=utf-8'
        : 'application/json; charset=utf-8';
      return { single: false, stripNulls, contentType };
    }
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${offered.join(', ')}`);
}
