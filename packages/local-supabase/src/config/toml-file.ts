import { readFileSync } from 'node:fs';
import { parse, TomlError } from 'smol-toml';
import { ConfigError, isTable, type TomlTable } from './table-reader.js';

const ENV_REFERENCE = /^env\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)$/;

/**
 * Replaces every string value that is exactly `env(NAME)` with that environment variable, as the
 * Supabase CLI does. An unset variable leaves the key out, so its default applies.
 */
export function resolveEnvReferences(table: TomlTable, env: NodeJS.ProcessEnv): TomlTable {
  const resolved: TomlTable = {};
  for (const [key, value] of Object.entries(table)) {
    const next = resolveValue(value, env);
    if (next !== undefined) resolved[key] = next;
  }
  return resolved;
}

function resolveValue(value: unknown, env: NodeJS.ProcessEnv): unknown {
  if (typeof value === 'string') {
    const name = ENV_REFERENCE.exec(value.trim())?.[1];
    return name === undefined ? value : env[name];
  }
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, env)).filter((item) => item !== undefined);
  if (isTable(value)) return resolveEnvReferences(value, env);
  return value;
}

export function parseToml(text: string, env: NodeJS.ProcessEnv, source = 'config.toml'): TomlTable {
  try {
    return resolveEnvReferences(parse(text), env);
  } catch (error) {
    if (error instanceof TomlError) throw new ConfigError(source, error.message);
    throw error;
  }
}

export function readTomlFile(path: string, env: NodeJS.ProcessEnv): TomlTable {
  return parseToml(readFileSync(path, 'utf8'), env, path);
}
