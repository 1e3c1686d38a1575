import type { EmulatorContext, EmuResponse } from '../http/types.js';
import { json } from '../http/types.js';

const HEALTH = {
  version: 'local',
  name: 'GoTrue',
  description: 'GoTrue is a user registration and authentication API',
};

const OFF_PROVIDERS = [
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'gitlab',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'zoom',
];

const SETTINGS = {
  external: {
    anonymous_users: false,
    ...Object.fromEntries(OFF_PROVIDERS.map((provider) => [provider, false])),
    email: true,
    phone: false,
    github: true,
    google: true,
  },
  disable_signup: false,
  mailer_autoconfirm: true,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
  saml_private_key_next_configured: false,
  passkeys_enabled: false,
};

function settings(context: EmulatorContext): typeof SETTINGS {
  const auth = context.config.project.auth;
  return {
    ...SETTINGS,
    external: {
      ...SETTINGS.external,
      anonymous_users: auth.enableAnonymousSignIns,
      google: auth.external.google,
      github: auth.external.github,
    },
    disable_signup: !auth.enableSignup,
    mailer_autoconfirm: !auth.email.enableConfirmations,
  };
}

/** GET /health. */
export function handleHealth(): Promise<EmuResponse> {
  return Promise.resolve(json(200, HEALTH));
}

/** GET /settings: the providers and sign-up switches of config.toml's [auth]. */
export function handleSettings(context: EmulatorContext): Promise<EmuResponse> {
  return Promise.resolve(json(200, settings(context)));
}

/** GET /.well-known/jwks.json: the public keys of [auth] signing_keys_path (none with HS256 only, as in GoTrue). */
export function handleJwks(context: EmulatorContext): Promise<EmuResponse> {
  return Promise.resolve(json(200, { keys: context.config.jwtKeys.jwks }));
}
