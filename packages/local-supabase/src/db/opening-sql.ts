/** How a transaction opens: transaction-local settings (`set_config(…, true)`), read only or not. */
export interface Opening {
  settings: [string, string][];
  readOnly: boolean;
}

/**
 * The statements that open a transaction as `opening` says, for sending beside BEGIN in one
 * message: the values are inlined as literals instead of parameters.
 */
export function openingSql({ settings, readOnly }: Opening): string {
  const statements = readOnly ? ['set transaction read only'] : [];
  if (settings.length > 0) {
    statements.push(
      `select ${settings.map(([name, value]) => `set_config(${literal(name)}, ${literal(value)}, true)`).join(', ')}`,
    );
  }
  return statements.join('; ');
}

/** One parameterized statement that applies `opening` to the transaction it runs in. */
export function openingStatement({ settings, readOnly }: Opening): { sql: string; values: string[] } {
  const all: [string, string][] = readOnly ? [['transaction_read_only', 'on'], ...settings] : settings;
  if (all.length === 0) return { sql: 'select', values: [] };
  return {
    sql: `select ${all.map((_, i) => `set_config($${String(i * 2 + 1)}, $${String(i * 2 + 2)}, true)`).join(', ')}`,
    values: all.flat(),
  };
}

/** A string constant that means `value` whatever `standard_conforming_strings` is. */
export function literal(value: string): string {
  if (value.includes('\0')) throw new Error('a setting cannot hold a NUL character');
  const quoted = value.replace(/'/g, "''");
  return value.includes('\\') ? `E'${quoted.replace(/\\/g, '\\\\')}'` : `'${quoted}'`;
}
