import { ConfigError, type TableReader } from './table-reader.js';

/** One `[functions.<name>]` table of config.toml. */
export interface FunctionConfig {
  /** Requests need a valid JWT in `Authorization: Bearer …` (the CLI's and hosted default). */
  verifyJwt: boolean;
  /** The entry module, relative to supabase/ (default `functions/<name>/index.ts`). */
  entrypoint: string | null;
  /** An import map, relative to supabase/. */
  importMap: string | null;
}

/** `[edge_runtime]` and `[functions.*]`: how the local Edge Functions runtime serves each function. */
export interface FunctionsConfig {
  enabled: boolean;
  /** `[edge_runtime.secrets]`: environment every function receives. */
  secrets: Record<string, string>;
  functions: Record<string, FunctionConfig>;
}

export const DEFAULT_FUNCTION_CONFIG: FunctionConfig = { verifyJwt: true, entrypoint: null, importMap: null };

export const DEFAULT_FUNCTIONS_CONFIG: FunctionsConfig = { enabled: true, secrets: {}, functions: {} };

/** Function names the hosted platform accepts (the CLI's rule): letters, digits, `-` and `_`. */
export const FUNCTION_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

export function readFunctionsConfig(edgeRuntime: TableReader, functions: TableReader): FunctionsConfig {
  const secretsTable = edgeRuntime.section('secrets');
  const secrets: Record<string, string> = {};
  for (const key of secretsTable.keys()) {
    const value = secretsTable.raw(key);
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw new ConfigError(`${secretsTable.path}.${key}`, 'expected a string');
    }
    secrets[key] = String(value);
  }
  const byName: Record<string, FunctionConfig> = {};
  for (const name of functions.sectionNames()) {
    if (!FUNCTION_NAME.test(name)) throw new ConfigError(`${functions.path}.${name}`, 'not a valid function name');
    const table = functions.section(name);
    const entrypoint = table.string('entrypoint', '');
    const importMap = table.string('import_map', '');
    byName[name] = {
      verifyJwt: table.boolean('verify_jwt', DEFAULT_FUNCTION_CONFIG.verifyJwt),
      entrypoint: entrypoint === '' ? null : entrypoint,
      importMap: importMap === '' ? null : importMap,
    };
  }
  return { enabled: edgeRuntime.boolean('enabled', true), secrets, functions: byName };
}
