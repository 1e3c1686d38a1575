import { describe, expect, it } from 'vitest';
import { projectConfigFromToml } from '../../src/config/project-config.js';
import { ConfigError } from '../../src/config/table-reader.js';
import { parseToml } from '../../src/config/toml-file.js';
import { postgresUrl } from '../../src/db/postgres-url.js';
import { parseEnvFile } from '../../src/functions/env-file.js';

function fromText(text: string, env: Record<string, string> = {}) {
  return projectConfigFromToml(parseToml(text, env));
}

describe('config.toml: [functions.<name>] and [edge_runtime]', () => {
  it('reads verify_jwt, entrypoint, import_map and the secrets, without warnings', () => {
    const { config, warnings } = fromText(
      `
[edge_runtime]
policy = "per_worker"
[edge_runtime.secrets]
STRIPE_KEY = "env(STRIPE)"
PLAIN = "value"
[functions.notify]
verify_jwt = false
static_files = ["./templates/*.html"]
[functions.hello-world]
entrypoint = "./functions/hello-world/main.ts"
import_map = "./functions/import_map.json"
`,
      { STRIPE: 'sk_test' },
    );
    expect(warnings).toEqual([]);
    expect(config.functions).toEqual({
      enabled: true,
      secrets: { STRIPE_KEY: 'sk_test', PLAIN: 'value' },
      functions: {
        notify: { verifyJwt: false, entrypoint: null, importMap: null },
        'hello-world': {
          verifyJwt: true,
          entrypoint: './functions/hello-world/main.ts',
          importMap: './functions/import_map.json',
        },
      },
    });
  });

  it('defaults to the runtime on, no secrets and verify_jwt on', () => {
    expect(fromText('').config.functions).toEqual({ enabled: true, secrets: {}, functions: {} });
    expect(fromText('[edge_runtime]\nenabled = false').config.functions.enabled).toBe(false);
  });

  it('names the key of a bad value', () => {
    expect(() => fromText('[functions.notify]\nverify_jwt = "sometimes"')).toThrow(ConfigError);
    expect(() => fromText('[functions.notify]\nverify_jwt = "sometimes"')).toThrow('functions.notify.verify_jwt');
    expect(() => fromText('[functions."../escape"]\nverify_jwt = false')).toThrow('not a valid function name');
    expect(() => fromText('[edge_runtime.secrets]\nLIST = [1]')).toThrow('edge_runtime.secrets.LIST');
  });
});

describe('supabase/functions/.env', () => {
  it('reads KEY=value lines as the CLI does', () => {
    const text = [
      '# a comment',
      'PLAIN=value',
      'SPACED = padded   # trailing comment',
      'export EXPORTED=yes',
      'DOUBLE="two\\nlines # kept"',
      "SINGLE='raw\\n # kept'",
      'EMPTY=',
      'not a line',
      'URL=https://example.com/a#b',
    ].join('\n');
    expect(parseEnvFile(text)).toEqual({
      PLAIN: 'value',
      SPACED: 'padded',
      EXPORTED: 'yes',
      DOUBLE: 'two\nlines # kept',
      SINGLE: 'raw\\n # kept',
      EMPTY: '',
      URL: 'https://example.com/a#b',
    });
  });
});

describe('SUPABASE_DB_URL', () => {
  it('is the URL given, or one built from node-postgres settings', () => {
    expect(postgresUrl('postgres://u:p@db:5433/app')).toBe('postgres://u:p@db:5433/app');
    expect(postgresUrl({ host: '/tmp/pg sock', port: 5432, user: 'postgres', database: 'app' })).toBe(
      'postgresql://postgres@/app?host=%2Ftmp%2Fpg%20sock&port=5432',
    );
    expect(
      postgresUrl({ host: '127.0.0.1', port: 54322, user: 'postgres', password: 'p@ss', database: 'postgres' }),
    ).toBe('postgresql://postgres:p%40ss@127.0.0.1:54322/postgres');
  });
});
