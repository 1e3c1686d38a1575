import { existsSync, readFileSync } from 'node:fs';

const DEFAULT_SCHEMAS = ['public', 'graphql_public'];

/**
 * The schemas the API exposes: `schemas` of config.toml's `[api]` table (the Supabase CLI's
 * `db.schemas`), the first being the default profile. Only that one key is read here.
 */
export function exposedSchemas(configFile: string): string[] {
  if (!existsSync(configFile)) return DEFAULT_SCHEMAS;
  let section = '';
  for (const rawLine of readFileSync(configFile, 'utf8').split('\n')) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header?.[1]) {
      section = header[1].trim();
      continue;
    }
    const entry = /^schemas\s*=\s*\[(.*)\]$/.exec(line);
    if (section !== 'api' || !entry) continue;
    const names = [...(entry[1] ?? '').matchAll(/"([^"]*)"|'([^']*)'/g)].map((m) => m[1] ?? m[2] ?? '');
    const schemas = names.filter((name) => name !== '');
    return schemas.length > 0 ? schemas : DEFAULT_SCHEMAS;
  }
  return DEFAULT_SCHEMAS;
}
