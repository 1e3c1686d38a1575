import { invalidBody, RestError } from '../errors.js';

/**
 * PGlite runs Postgres in WebAssembly, where deep recursion (regex, tsquery, json or array input,
 * nested boolean expressions) overflows the stack and can wedge or kill the whole backend instead
 * of raising "stack depth limit exceeded". Inputs are therefore held to nesting depths far
 * beyond any real use but far below what breaks it.
 */
export const MAX_VALUE_NESTING = 64;
export const MAX_JSON_NESTING = 100;
export const MAX_LOGIC_NESTING = 32;

const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);

function deepest(text: string, jsonAware: boolean, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (jsonAware && char === '"') inString = true;
    else if (OPEN.has(char)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSE.has(char)) depth = Math.max(0, depth - 1);
  }
  return false;
}

/** A filter value or function argument whose brackets nest deeper than MAX_VALUE_NESTING. */
export function checkValueNesting(value: string): void {
  if (deepest(value, false, MAX_VALUE_NESTING)) {
    throw new RestError(400, 'PGRST100', 'Value nested too deeply', {
      details: `Brackets in a value may nest at most ${MAX_VALUE_NESTING} levels in the local backend`,
    });
  }
}

export function checkJsonNesting(text: string): void {
  if (deepest(text, true, MAX_JSON_NESTING)) {
    throw invalidBody(`JSON nested deeper than ${MAX_JSON_NESTING} levels is not accepted by the local backend`);
  }
}
