import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { projectPaths } from '../paths.js';
import { DEFAULT_AUTH_CONFIG, readAuthConfig, type AuthConfig } from './auth-config.js';
import { DEFAULT_FUNCTIONS_CONFIG, readFunctionsConfig, type FunctionsConfig } from './functions-config.js';
import { DEFAULT_REALTIME_CONFIG, readRealtimeConfig, type RealtimeConfig } from './realtime-config.js';
import { DEFAULT_API_CONFIG, readApiConfig, unsupportedKeys, type ApiConfig } from './section-configs.js';
import { DEFAULT_STORAGE_CONFIG, readStorageConfig, type StorageConfig } from './storage-config.js';
import { readAuthExtras } from './auth-extras.js';
import { TableReader, type TomlTable } from './table-reader.js';
import { readTomlFile } from './toml-file.js';

/** What the backend takes from `supabase/config.toml`; one member per section it honours. */
export interface ProjectConfig {
  /** `project_id`: names the project on the local pages and its database in a private PostgreSQL cluster. */
  projectId: string | null;
  api: ApiConfig;
  auth: AuthConfig;
  storage: StorageConfig;
  realtime: RealtimeConfig;
  /** `[edge_runtime]` (enabled, secrets) and `[functions.<name>]`. */
  functions: FunctionsConfig;
}

export const DEFAULT_PROJECT_CONFIG: ProjectConfig = {
  projectId: null,
  api: DEFAULT_API_CONFIG,
  auth: DEFAULT_AUTH_CONFIG,
  storage: DEFAULT_STORAGE_CONFIG,
  realtime: DEFAULT_REALTIME_CONFIG,
  functions: DEFAULT_FUNCTIONS_CONFIG,
};

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends readonly unknown[] ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K];
};

/** Values that replace what config.toml says (tests lower rate limits this way). */
export type ProjectConfigOverrides = DeepPartial<ProjectConfig>;

export interface LoadedProjectConfig {
  config: ProjectConfig;
  /** Dotted paths of keys in the file the backend does not read. */
  unreadKeys: string[];
  /** One line per key the local backend cannot honour (values it ignores, unknown keys). */
  warnings: string[];
}

/** `projectDir`: the folder holding supabase/, for files config.toml names (mail templates). */
export function projectConfigFromToml(table: TomlTable, projectDir: string | null = null): LoadedProjectConfig {
  const root = new TableReader(table);
  const auth = root.section('auth');
  const projectId = root.string('project_id', '').trim();
  const config: ProjectConfig = {
    projectId: projectId === '' ? null : projectId,
    api: readApiConfig(root.section('api')),
    auth: readAuthConfig(auth, DEFAULT_AUTH_CONFIG, projectDir),
    storage: readStorageConfig(root.section('storage')),
    realtime: readRealtimeConfig(root.section('realtime')),
    functions: readFunctionsConfig(root.section('edge_runtime'), root.section('functions')),
  };
  const extras = readAuthExtras(auth);
  const unreadKeys = root.unreadKeys();
  const unknown = unsupportedKeys(unreadKeys).map(
    (key) => `config.toml: ${key}: not used by the local backend; ignored`,
  );
  return { config, unreadKeys, warnings: [...extras, ...unknown] };
}

export interface LoadOptions {
  /** Path of config.toml; null uses the built-in defaults only. Default: supabase/config.toml of the working directory. */
  path?: string | null;
  env?: NodeJS.ProcessEnv;
  overrides?: ProjectConfigOverrides;
}

/** Reads config.toml (resolving `env(VAR)` values), fills in defaults and applies overrides. */
export function loadProjectConfig(options: LoadOptions = {}): LoadedProjectConfig {
  const path = options.path === undefined ? projectPaths(process.cwd()).config : options.path;
  const usable = path !== null && (options.path !== undefined || existsSync(path));
  const loaded = usable
    ? projectConfigFromToml(readTomlFile(path, options.env ?? process.env), resolve(dirname(path), '..'))
    : { config: DEFAULT_PROJECT_CONFIG, unreadKeys: [], warnings: [] };
  return { ...loaded, config: applyOverrides(loaded.config, options.overrides ?? {}) };
}

export function applyOverrides<T extends object>(base: T, overrides: DeepPartial<T>): T {
  return mergeTables({ ...(base as Record<string, unknown>) }, overrides) as T;
}

function mergeTables(base: Record<string, unknown>, overrides: object): Record<string, unknown> {
  const result = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const current = result[key];
    result[key] = isPlainObject(value) && isPlainObject(current) ? mergeTables(current, value) : value;
  }
  return result;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
