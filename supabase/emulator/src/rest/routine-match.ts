import type { Routine } from './catalog.js';
import { RestError } from './errors.js';

const JSON_TYPES = new Set(['json', 'jsonb']);

/** A function taking the whole JSON body as its one unnamed json/jsonb parameter. */
export function takesWholeBody(routine: Routine): boolean {
  const [param] = routine.params;
  return routine.params.length === 1 && param !== undefined && param.name === '' && JSON_TYPES.has(param.type);
}

function noMatch(schema: string, name: string, keys: string[], routines: Routine[], jsonBody: boolean): RestError {
  const sorted = [...keys].sort();
  const signature = sorted.length === 0 ? ' without parameters' : `(${sorted.join(', ')})`;
  const searched =
    sorted.length === 0 ? ' without parameters' : ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`;
  const single = jsonBody ? ' or with a single unnamed json/jsonb parameter' : '';
  const [known] = routines;
  const hint = known
    ? `Perhaps you meant to call the function ${schema}.${name}(${known.params
        .map((p) => p.name)
        .sort()
        .join(', ')})`
    : null;
  return new RestError(404, 'PGRST202', `Could not find the function ${schema}.${name}${signature} in the schema cache`, {
    details: `Searched for the function ${schema}.${name}${searched}${single}, but no matches were found in the schema cache.`,
    hint,
    schemaMiss: true,
  });
}

/**
 * The overload PostgREST would call for these named arguments: every argument must be a
 * parameter, every parameter without a default must be given. A POSTed JSON body may instead go
 * to a function with one unnamed json/jsonb parameter.
 */
export function matchRoutine(
  schema: string,
  name: string, routines: Routine[], keys: string[], jsonBody: boolean): Routine {
  const given = new Set(keys);
  const candidates = routines.filter((routine) => {
    if (takesWholeBody(routine)) return false;
    const names = new Set(routine.params.map((p) => p.name));
    return keys.every((key) => names.has(key)) && routine.params.every((p) => p.hasDefault || given.has(p.name));
  });
  if (candidates.length === 0 && jsonBody) candidates.push(...routines.filter(takesWholeBody));
  if (candidates.length > 1) {
    const exact = candidates.filter((routine) => routine.params.length === keys.length);
    if (exact.length === 1 && exact[0]) return exact[0];
    const described = candidates.map(
      (routine) => `${schema}.${name}(${routine.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`,
    );
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
  if (!match) throw noMatch(schema, name, keys, routines, jsonBody);
  return match;
}
