import { parseEnv } from './env';

describe('parseEnv', () => {
  it('accepts a URL and key and defaults the optional geocoding keys to empty', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: ' http://127.0.0.1:54321 ', VITE_SUPABASE_ANON_KEY: 'k' })).toEqual({
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      VITE_SUPABASE_ANON_KEY: 'k',
      VITE_GEOAPIFY_KEY: '',
      VITE_OPENCAGE_KEY: '',
    });
  });

  it('names every missing or malformed value in one message', () => {
    expect(() => parseEnv({})).toThrow(/supabaseUrl is required\.; supabaseKey is required\./);
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'ftp://x', VITE_SUPABASE_ANON_KEY: 'k' })).toThrow(
      'VITE_SUPABASE_URL must start with http:// or https://',
    );
  });
});
