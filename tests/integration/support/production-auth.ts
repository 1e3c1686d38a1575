import type { ProjectConfigOverrides } from 'local-supabase';
import { GENEROUS_LIMITS } from '../../shared/rate-limits.js';

/** The `[auth.email]` settings of supabase/config.toml, over the test backend's auto-confirm. */
export const PRODUCTION_EMAIL = {
  enableConfirmations: true,
  doubleConfirmChanges: true,
  securePasswordChange: true,
  maxFrequency: 60,
};

/** Generous request limits, e-mail proven as config.toml says, and any further auth settings. */
export function productionAuth(auth: NonNullable<ProjectConfigOverrides['auth']> = {}): ProjectConfigOverrides {
  return { auth: { ...GENEROUS_LIMITS.auth, email: PRODUCTION_EMAIL, ...auth } };
}
