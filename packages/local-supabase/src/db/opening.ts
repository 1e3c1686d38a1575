import type { BoundStatement } from './statement-batch.js';

/** How a transaction opens: transaction-local settings (`set_config(…, true)`), read only or not. */
export interface Opening {
  settings: [string, string][];
  readOnly: boolean;
}

/**
 * One statement with bound parameters that opens the transaction it runs in as `opening` says.
 * Read only is a setting too: a transaction may turn read only at any point.
 */
export function openingStatement({ settings, readOnly }: Opening): BoundStatement {
  const all: [string, string][] = readOnly ? [['transaction_read_only', 'on'], ...settings] : settings;
  if (all.length === 0) return { sql: 'select', values: [] };
  return {
    sql: `select ${all.map((_, i) => `set_config($${String(i * 2 + 1)}, $${String(i * 2 + 2)}, true)`).join(', ')}`,
    values: all.flat(),
  };
}
