import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_CONFIG } from '../../src/config/auth-config.js';
import { loadProjectConfig, projectConfigFromToml } from '../../src/config/project-config.js';
import { ConfigError } from '../../src/config/table-reader.js';
import { parseToml } from '../../src/config/toml-file.js';

function fromText(text: string, env: NodeJS.ProcessEnv = {}) {
  return projectConfigFromToml(parseToml(text, env));
}

describe('config.toml loader', () => {
  it('fills every missing key with the Supabase CLI default', () => {
    const { config } = fromText('project_id = "x"\n[auth]\nsite_url = "http://example.test"\n');
    expect(config.auth).toEqual({ ...DEFAULT_AUTH_CONFIG, siteUrl: 'http://example.test' });
  });

  it('resolves env(VAR) values, and an unset variable falls back to the default', () => {
    const text = [
      '[auth]',
      'site_url = "env(APP_SITE)"',
      'jwt_expiry = "env(APP_EXPIRY)"',
      'additional_redirect_urls = ["env(APP_EXTRA)", "http://a.test/**"]',
      '[auth.rate_limit]',
      'email_sent = "env(APP_UNSET)"',
    ].join('\n');
    const { config } = fromText(text, {
      APP_SITE: 'https://app.example.test',
      APP_EXPIRY: '900',
      APP_EXTRA: 'https://b.test/cb',
    });
    expect(config.auth.siteUrl).toBe('https://app.example.test');
    expect(config.auth.jwtExpiry).toBe(900);
    expect(config.auth.additionalRedirectUrls).toEqual(['https://b.test/cb', 'http://a.test/**']);
    expect(config.auth.rateLimit.emailSent).toBe(DEFAULT_AUTH_CONFIG.rateLimit.emailSent);
  });

  it('names the key of a value of the wrong type', () => {
    expect(() => fromText('[auth]\nminimum_password_length = "eight"')).toThrow(
      'config.toml: auth.minimum_password_length: expected an integer',
    );
    expect(() => fromText('[auth]\npassword_requirements = "strong"')).toThrow(ConfigError);
    expect(() => fromText('[auth.rate_limit]\ntoken_refresh = -1')).toThrow('auth.rate_limit.token_refresh');
    expect(() => fromText('[auth]\nadditional_redirect_urls = "http://a.test"')).toThrow('expected a list of strings');
    expect(() => fromText('auth = 3')).toThrow('auth: expected a table');
  });

  it('reports a TOML syntax error as a ConfigError', () => {
    expect(() => parseToml('[auth\nsite_url = 1', {})).toThrow(ConfigError);
  });

  it('lists the keys it does not read', () => {
    const { unreadKeys } = fromText('[auth]\nsite_url = "http://x.test"\nmystery = 1\n[auth.rate_limit]\nfoo = 2\n');
    expect(unreadKeys).toEqual(['auth.mystery', 'auth.rate_limit.foo']);
  });

  it('applies overrides over the file, deeply', () => {
    const dir = mkdtempSync(join(tmpdir(), 'local-supabase-config-'));
    const path = join(dir, 'config.toml');
    writeFileSync(
      path,
      '[auth]\nsite_url = "http://file.test"\n[auth.rate_limit]\nsign_in_sign_ups = 7\ntoken_refresh = 9\n',
    );
    const { config } = loadProjectConfig({ path, overrides: { auth: { rateLimit: { signInSignUps: 2 } } } });
    expect(config.auth.siteUrl).toBe('http://file.test');
    expect(config.auth.rateLimit.signInSignUps).toBe(2);
    expect(config.auth.rateLimit.tokenRefresh).toBe(9);
  });

  it('uses the defaults with path null, and refuses a named file that does not exist', () => {
    expect(loadProjectConfig({ path: null }).config.auth).toEqual(DEFAULT_AUTH_CONFIG);
    expect(() => loadProjectConfig({ path: '/nonexistent/config.toml' })).toThrow();
  });
});
