import { existsSync, readFileSync } from 'node:fs';

/**
 * The variables of a dotenv file as the Supabase CLI reads `supabase/functions/.env`: `KEY=value`
 * lines, `#` comments, optional `export `, single-quoted values kept as written, double-quoted ones
 * with `\n` escapes, unquoted ones trimmed and cut at ` #`.
 */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, key = '', rest = ''] = match;
    values[key] = unquote(rest);
  }
  return values;
}

function unquote(value: string): string {
  const quote = value.charAt(0);
  if ((quote === '"' || quote === "'") && value.length >= 2) {
    const end = value.lastIndexOf(quote);
    if (end > 0) {
      const inner = value.slice(1, end);
      return quote === '"' ? inner.replace(/\\n/g, '\n').replace(/\\r/g, '\r').replace(/\\"/g, '"') : inner;
    }
  }
  const comment = value.search(/\s#/);
  return (comment === -1 ? value : value.slice(0, comment)).trim();
}

/** The file's variables, or none when it does not exist. */
export function readEnvFile(path: string): Record<string, string> {
  return existsSync(path) ? parseEnvFile(readFileSync(path, 'utf8')) : {};
}
