import { parseError, RestError } from '../errors.js';
import { readJsonPath, type JsonStep } from '../query/field.js';
import { Scanner, splitTopLevel } from './scanner.js';

export interface OrderTerm {
  field: string;
  path: JsonStep[];
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

function parseTerm(raw: string, input: string, relation: string): OrderTerm {
  const scanner = new Scanner(raw.trim());
  const field = scanner.quoted() ?? scanner.untilFieldEnd('.(').trim();
  const path = readJsonPath(scanner, 'order', input);
  if (scanner.peek() === '(') {
    throw new RestError(400, 'PGRST127', 'Feature not implemented', {
      details: `Ordering '${relation}' by the columns of an embedded resource is not supported by the local backend`,
    });
  }
  if (field === '') throw parseError('order', input, scanner.unexpected('field name'));
  let direction: OrderTerm['direction'] = null;
  let nulls: OrderTerm['nulls'] = null;
  if (scanner.eat('.asc')) direction = 'asc';
  else if (scanner.eat('.desc')) direction = 'desc';
  if (scanner.eat('.nullsfirst')) nulls = 'first';
  else if (scanner.eat('.nullslast')) nulls = 'last';
  if (!scanner.done) {
    throw parseError('order', input, scanner.unexpected('"asc", "desc", "nullsfirst" or "nullslast"'));
  }
  return { field, path, direction, nulls };
}

/** `order=a.desc.nullslast,b` → terms; columns are checked against the catalog by the caller. */
export function parseOrder(input: string, relation: string): OrderTerm[] {
  return splitTopLevel(input).map((term) => parseTerm(term, input, relation));
}
