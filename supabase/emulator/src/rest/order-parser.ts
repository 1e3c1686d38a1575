import { parseError } from './errors.js';
import { jsonPathUnsupported } from './filter-parser.js';
import { Scanner, splitTopLevel } from './scanner.js';
import { embeddingUnsupported } from './select-parser.js';

export interface OrderTerm {
  field: string;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

function parseTerm(raw: string, input: string, relation: string): OrderTerm {
  const scanner = new Scanner(raw.trim());
  const field = scanner.quoted() ?? scanner.untilFieldEnd('.(').trim();
  if (scanner.startsWith('->')) throw jsonPathUnsupported();
  if (scanner.peek() === '(') throw embeddingUnsupported(relation, field);
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
  return { field, direction, nulls };
}

/** `order=a.desc.nullslast,b` → terms; columns are checked against the catalog by the caller. */
export function parseOrder(input: string, relation: string): OrderTerm[] {
  return splitTopLevel(input).map((term) => parseTerm(term, input, relation));
}
