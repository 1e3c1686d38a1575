/** Quotes an identifier for SQL; names always come from the catalog, quoting keeps them literal. */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Positional parameters of one statement; every value from a request is bound, never spliced. */
export class Params {
  readonly values: string[] = [];

  add(value: string): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A Postgres array literal with every element quoted, e.g. `{"a","b,c"}`. */
export function arrayLiteral(values: string[]): string {
  const quoted = values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`);
  return `{${quoted.join(',')}}`;
}

/** Resolves a field name of the request to a qualified SQL column, or throws the right 4xx. */
export type ColumnResolver = (name: string) => string;

/** `"schema"."name"` of a table or view. */
export function qualifiedTable(relation: { schema: string; name: string }): string {
  return `${ident(relation.schema)}.${ident(relation.name)}`;
}
