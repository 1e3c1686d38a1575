import { parseError } from '../errors.js';
import type { Scanner } from '../request/scanner.js';

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

/** A column, optionally followed by a JSON path (`data->a->>b`). */
export interface Field {
  name: string;
  path: JsonStep[];
}

/** Reads `->key` / `->>key` steps (keys quoted or bare; bare integers index arrays). */
export function readJsonPath(scanner: Scanner, what: string, input: string): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    const arrow = scanner.eat('->>') ? '->>' : scanner.eat('->') ? '->' : null;
    if (arrow === null) return steps;
    const key = scanner.quoted() ?? scanner.untilFieldEnd(':.,()!');
    if (key === '') throw parseError(what, input, scanner.unexpected('JSON key'));
    steps.push({ arrow, key });
  }
}

function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** `expr->'a'->>'b'`; integer keys index arrays as PostgREST does. */
export function jsonPathSql(expression: string, path: JsonStep[]): string {
  return path.reduce((sql, step) => {
    const key = /^-?\d+$/.test(step.key) ? step.key : literal(step.key);
    return `${sql}${step.arrow}${key}`;
  }, expression);
}

/** The JSON key a field is answered under: the last path key, or the column. */
export function fieldKey(field: Field): string {
  return field.path.at(-1)?.key ?? field.name;
}
