import type { ProjectConfigOverrides } from 'local-supabase';
import { GENEROUS_LIMITS } from '../../shared/rate-limits.js';

/** The origin the software authenticator signs for; config.toml's `[auth.webauthn] rp_origins`. */
export const WEBAUTHN_ORIGIN = 'http://localhost:5173';

/** A backend with passkeys and WebAuthn factors on, its relying party `localhost`. */
export const WEBAUTHN_CONFIG: ProjectConfigOverrides = {
  ...GENEROUS_LIMITS,
  auth: {
    ...GENEROUS_LIMITS.auth,
    passkeys: true,
    mfaWebAuthn: { enroll: true, verify: true },
    webauthn: { displayName: 'Mistri tests', id: 'localhost', origins: [WEBAUTHN_ORIGIN] },
  },
};
