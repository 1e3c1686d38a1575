import type { ProjectConfigOverrides } from 'local-supabase';

const GENEROUS = 100_000;

/**
 * config.toml overrides for test backends: auth rate limits no ordinary suite reaches, so only the
 * rate-limit tests (which pass their own low limits) ever meet a 429.
 */
export const GENEROUS_LIMITS: ProjectConfigOverrides = {
  auth: {
    rateLimit: {
      emailSent: GENEROUS,
      smsSent: GENEROUS,
      anonymousUsers: GENEROUS,
      tokenRefresh: GENEROUS,
      signInSignUps: GENEROUS,
      tokenVerifications: GENEROUS,
      web3: GENEROUS,
    },
  },
};
