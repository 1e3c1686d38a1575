import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ANON_KEY, DEFAULT_API_PORT, loadProjectConfig } from 'local-supabase';
import { paths } from '../../scripts/lib/paths.js';

const configFile = join(paths.supabase, 'config.toml');

describe("Mistri's supabase/config.toml as the local backend reads it", () => {
  it('has the site, redirects, password rules and limits the app relies on', () => {
    const { config } = loadProjectConfig({ path: configFile });
    expect(config.projectId).toBe('mistri');
    expect(config.auth.siteUrl).toBe('http://127.0.0.1:5173');
    expect(config.auth.additionalRedirectUrls).toContain('http://127.0.0.1:5173/**');
    expect(config.auth.minimumPasswordLength).toBe(8);
    expect(config.auth.passwordRequirements).toBe('lower_upper_letters_digits');
    expect(config.auth.jwtExpiry).toBe(3600);
    expect(config.auth.rateLimit.signInSignUps).toBe(30);
    expect(config.auth.rateLimit.tokenVerifications).toBe(30);
  });

  it('holds nothing the local backend cannot honour', () => {
    expect(loadProjectConfig({ path: configFile }).warnings).toEqual([]);
  });
});

describe('.env.example', () => {
  it("names the local backend's URL and anon key (the unit tests' configuration reads them there)", () => {
    const example = readFileSync(join(paths.root, '.env.example'), 'utf8');
    expect(example).toContain(`VITE_SUPABASE_URL=http://127.0.0.1:${String(DEFAULT_API_PORT)}\n`);
    expect(example).toContain(`VITE_SUPABASE_ANON_KEY=${ANON_KEY}\n`);
  });
});
