import type { Routine } from '../catalog.js';
import { RestError } from '../errors.js';

const JSON_TYPES = new Set(['json', 'jsonb']);
/** Types PostgREST accepts for a function's single unnamed parameter. */
const SINGLE_UNNAMED_TYPES = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);

/** A function taking the whole JSON body as its one unnamed json/jsonb parameter. */
export function takesWholeBody(routine: Routine): boolean {
  const [param] = routine.params;
  return routine.params.length === 1 && param !== undefined && param.name === '' && JSON_TYPES.has(param.type);
}

/**
 * PostgREST's schema cache only holds functions whose parameters are all named, or that have one
 * unnamed json, jsonb, text, xml or bytea parameter; others serve as computed fields at most.
 */
export function isCallable(routine: Routine): boolean {
  if (routine.params.every((param) => param.name !== '')) return true;
  const [param] = routine.params;
  return routine.params.length === 1 && param !== undefined && SINGLE_UNNAMED_TYPES.has(param.type);
}

function bigrams(text: string): string[] {
  const padded = ` ${text.toLowerCase()} `;
  return Array.from({ length: padded.length - 1 }, (_, i) => padded.slice(i, i + 2));
}

/** Dice similarity of character pairs, as fuzzy "did you mean" matching does. */
function similarity(a: string, b: string): number {
  const left = bigrams(a);
  const right = bigrams(b);
  const pool = [...right];
  let shared = 0;
  for (const pair of left) {
    const at = pool.indexOf(pair);
    if (at !== -1) {
      shared += 1;
      pool.splice(at, 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}

function closestName(name: string, names: string[]): string | null {
  let best: { name: string; score: number } | null = null;
  for (const candidate of names) {
    if (candidate === name) continue;
    const score = similarity(name, candidate);
    if (score >= 0.6 && (best === null || score > best.score)) best = { name: candidate, score };
  }
  return best?.name ?? null;
}

function noMatch(
  schema: string,
  name: string,
  keys: string[],
  routines: Routine[],
  jsonBody: boolean,
  otherNames: string[],
): RestError {
  const sorted = [...keys].sort();
  const signature = sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`;
  const searched =
    sorted.length === 0 ? ' without parameters' : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  const single = jsonBody ? ' or with a single unnamed json/jsonb parameter' : '';
  const [known] = routines;
  const similar = known ? null : closestName(name, otherNames);
  const hint = known
    ? `Perhaps you meant to call the function ${schema}.${name}(${known.params
        .map((p) => p.name)
        .sort()
        .join(', ')})`
    : similar
      ? `Perhaps you meant to call the function ${schema}.${similar}`
      : null;
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${schema}.${name}${signature} in the schema cache`,
    {
      details: `Searched for the function ${schema}.${name}${searched}${single}, but no matches were found in the schema cache.`,
      hint,
      schemaMiss: true,
    },
  );
}

/** PostgREST's rule: required parameters all given, and no argument that is not a parameter. */
function matchesArguments(routine: Routine, keys: Set<string>): boolean {
  const names = new Set(routine.params.map((p) => p.name));
  if (routine.params.length === 0) return keys.size === 0;
  return [...keys].every((key) => names.has(key)) && routine.params.every((p) => p.hasDefault || keys.has(p.name));
}

/** Candidates are listed by their parameter lists, compared name then type, shorter first. */
function byParameters(a: Routine, b: Routine): number {
  for (let i = 0; i < Math.min(a.params.length, b.params.length); i += 1) {
    const left = a.params[i];
    const right = b.params[i];
    if (!left || !right) break;
    const order = left.name.localeCompare(right.name) || left.type.localeCompare(right.type);
    if (order !== 0) return order;
  }
  return a.params.length - b.params.length;
}

/**
 * The overload PostgREST would call for these named arguments (a single unnamed parameter is
 * named ""). A POSTed JSON body may instead go to a function with one unnamed json/jsonb
 * parameter. Several matches answer PGRST203 with the candidates.
 */
export function matchRoutine(
  schema: string,
  name: string,
  all: Routine[],
  keys: string[],
  jsonBody: boolean,
  otherNames: string[],
): Routine {
  const routines = all.filter(isCallable);
  const given = new Set(keys);
  const byName = routines.filter((routine) => !takesWholeBody(routine) && matchesArguments(routine, given));
  const candidates = byName.length === 0 && jsonBody ? routines.filter(takesWholeBody) : byName;
  if (candidates.length > 1) {
    const described = [...candidates]
      .sort(byParameters)
      .map((routine) => `${schema}.${name}(${routine.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`);
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${described.join(', ')}`,
      {
        hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      },
    );
  }
  const [match] = candidates;
  if (!match) throw noMatch(schema, name, keys, routines, jsonBody, otherNames);
  return match;
}
