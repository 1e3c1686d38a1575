import { describe, expect, it } from 'vitest';
import { projectConfigFromToml } from '../../src/config/project-config.js';
import { ConfigError } from '../../src/config/table-reader.js';
import { parseToml } from '../../src/config/toml-file.js';

function fromText(text: string) {
  return projectConfigFromToml(parseToml(text, {}));
}

describe('config.toml: [api], [storage], [realtime] and the rest of [auth]', () => {
  it('reads the sections with the CLI size units and bucket tables', () => {
    const { config, warnings } = fromText(`
[api]
schemas = ["public", "api"]
max_rows = 50
[realtime]
enabled = false
max_channels_per_client = 20
max_joins_per_second = 30
max_events_per_second = 40
max_payload_size_in_kb = 64
max_send_buffer = "2MiB"
[storage]
file_size_limit = "50MiB"
max_signed_url_expires_in = 3600
[storage.image_transformation]
enabled = true
[storage.buckets.avatars]
public = true
file_size_limit = "1MB"
allowed_mime_types = ["image/png"]
objects_path = "./avatars"
[auth]
enable_anonymous_sign_ins = true
signing_keys_path = "./signing_keys.json"
`);
    expect(config.api).toMatchObject({ schemas: ['public', 'api'], maxRows: 50 });
    expect(config.realtime).toEqual({
      enabled: false,
      maxChannelsPerClient: 20,
      maxJoinsPerSecond: 30,
      maxEventsPerSecond: 40,
      maxPayloadSizeInKb: 64,
      maxSendBufferBytes: 2 * 1024 * 1024,
    });
    expect(config.storage).toEqual({
      enabled: true,
      fileSizeLimit: 50 * 1024 * 1024,
      imageTransformation: true,
      maxSignedUrlExpiresIn: 3600,
      buckets: {
        avatars: { public: true, fileSizeLimit: 1_000_000, allowedMimeTypes: ['image/png'], objectsPath: './avatars' },
      },
    });
    expect(config.auth.enableAnonymousSignIns).toBe(true);
    expect(config.auth.signingKeysPath).toBe('./signing_keys.json');
    expect(warnings).toEqual([]);
  });

  it('refuses a size it cannot read, naming the key', () => {
    expect(() => fromText('[storage]\nfile_size_limit = "lots"\n')).toThrow(ConfigError);
    expect(() => fromText('[storage]\nfile_size_limit = "lots"\n')).toThrow(/storage\.file_size_limit/);
  });

  it('has limits by default: per client, on payloads and send buffers, and on signed URL lifetimes', () => {
    const { config } = fromText('[realtime]\nenabled = true\n');
    expect(config.realtime).toEqual({
      enabled: true,
      maxChannelsPerClient: 100,
      maxJoinsPerSecond: 100,
      maxEventsPerSecond: 100,
      maxPayloadSizeInKb: 256,
      maxSendBufferBytes: 8 * 1024 * 1024,
    });
    expect(config.storage.maxSignedUrlExpiresIn).toBe(604800);
  });

  it.each([
    ['[realtime]\nmax_channels_per_client = 0\n', 'realtime.max_channels_per_client: expected a value from 1 to 10000'],
    ['[realtime]\nmax_events_per_second = "many"\n', 'realtime.max_events_per_second: expected an integer'],
    ['[realtime]\nmax_joins_per_second = 1.5\n', 'realtime.max_joins_per_second: expected an integer'],
    ['[realtime]\nmax_payload_size_in_kb = 9000\n', 'realtime.max_payload_size_in_kb: expected a value from 1 to 8000'],
    ['[realtime]\nmax_send_buffer = "1KiB"\n', 'realtime.max_send_buffer: expected a size from "64KiB" to "1GiB"'],
    ['[realtime]\nmax_send_buffer = "lots"\n', 'realtime.max_send_buffer: expected a size such as "50MiB"'],
    ['[storage]\nmax_signed_url_expires_in = 0\n', 'storage.max_signed_url_expires_in: expected a value from 1 to'],
  ])('refuses %j, naming the key', (text, problem) => {
    expect(() => fromText(text)).toThrow(ConfigError);
    expect(() => fromText(text)).toThrow(`config.toml: ${problem}`);
  });

  it('warns once per value the local backend cannot honour and per unknown key, never for infrastructure', () => {
    const { warnings } = fromText(`
project_id = "x"
[db]
port = 54322
[studio]
enabled = true
[auth]
jwt_secret = "another-secret-another-secret-another"
surprise = 1
[auth.email]
enable_confirmations = true
otp_length = 8
[auth.external.apple]
enabled = true
[auth.external.github]
enabled = true
[auth.passkey]
enabled = true
[auth.web3.solana]
enabled = false
[storage.buckets.docs]
objects_path = "./docs"
surprise = true
`);
    expect(warnings).toEqual([
      expect.stringMatching(/^config\.toml: auth\.jwt_secret: only the CLI default secret/),
      expect.stringMatching(/^config\.toml: auth\.email\.otp_length: /),
      expect.stringMatching(/^config\.toml: auth\.external\.apple: only google and github/),
      'config.toml: auth.surprise: not used by the local backend; ignored',
      'config.toml: storage.buckets.docs.surprise: not used by the local backend; ignored',
    ]);
  });
});
