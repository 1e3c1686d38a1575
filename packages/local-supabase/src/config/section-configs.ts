import type { TableReader } from './table-reader.js';

/** `[api]`: what the local PostgREST honours. */
export interface ApiConfig {
  enabled: boolean;
  schemas: string[];
  extraSearchPath: string[];
  maxRows: number;
}

export const DEFAULT_API_CONFIG: ApiConfig = {
  enabled: true,
  schemas: ['public', 'graphql_public'],
  extraSearchPath: ['public', 'extensions'],
  maxRows: 1000,
};

export function readApiConfig(api: TableReader, defaults: ApiConfig = DEFAULT_API_CONFIG): ApiConfig {
  return {
    enabled: api.boolean('enabled', defaults.enabled),
    schemas: api.stringList('schemas', defaults.schemas),
    extraSearchPath: api.stringList('extra_search_path', defaults.extraSearchPath),
    maxRows: api.integer('max_rows', defaults.maxRows),
  };
}

/**
 * Keys of the CLI's config.toml that configure what the embedded backend replaces (ports, the
 * Docker database, Studio, edge functions, ...): they have no meaning here and are not reported.
 */
const NOT_APPLICABLE = [
  'api.port',
  'api.tls',
  'api.external_url',
  'db',
  'studio',
  'inbucket',
  'analytics',
  'edge_runtime',
  'functions',
  'experimental',
  'remotes',
  'realtime.ip_version',
  'realtime.max_header_length',
  'storage.s3_protocol',
  'storage.analytics',
  'storage.vector',
];

/** The keys worth a warning: present in config.toml, not read by the backend, and not infrastructure. */
export function unsupportedKeys(unread: string[]): string[] {
  return unread.filter((key) => !NOT_APPLICABLE.some((prefix) => key === prefix || key.startsWith(`${prefix}.`)));
}
