import type { Factor } from '@supabase/supabase-js';
import { baseApi } from '../../../lib/api/base-api';
import { run } from '../../../lib/api/api-error';
import { t } from '../../../lib/i18n';
import { supabase } from '../../../lib/supabase';
import { qrImageSource, type Assurance, type SecondFactor } from '../lib/second-factor';

/** A new authenticator app, waiting for its first code: the QR code (an SVG data URL) and the same secret as text. */
export interface TotpEnrollment {
  factorId: string;
  qrCode: string;
  secret: string;
}

function toSecondFactor(factor: Factor): SecondFactor {
  return {
    id: factor.id,
    name: factor.friendly_name ?? '',
    kind: factor.factor_type,
    createdAt: factor.created_at,
    verified: factor.status === 'verified',
  };
}

async function listFactors() {
  const result = await run('Load two-step sign-in', () => supabase.auth.mfa.listFactors());
  return 'error' in result ? result : { data: (result.data?.all ?? []).map(toSecondFactor) };
}

/** Reads the levels from the session itself (its token and its user's factors): no request. */
export async function readAssurance(): Promise<{ data: Assurance } | { error: { message: string; code?: string } }> {
  const result = await run('Check two-step sign-in', () => supabase.auth.mfa.getAuthenticatorAssuranceLevel());
  if ('error' in result) return result;
  return { data: { current: result.data?.currentLevel ?? null, next: result.data?.nextLevel ?? null } };
}

export const mfaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every second step of the account, verified or not, oldest first. */
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's way to say "no argument"
    getSecondFactors: build.query<SecondFactor[], void>({
      queryFn: async () => {
        const result = await listFactors();
        if ('error' in result) return result;
        return { data: [...result.data].sort((a, b) => a.createdAt.localeCompare(b.createdAt)) };
      },
      providesTags: ['SecondFactors'],
    }),

    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's way to say "no argument"
    getAssurance: build.query<Assurance, void>({
      queryFn: readAssurance,
      providesTags: ['SecondFactors'],
    }),

    /**
     * Starts adding an authenticator app. An app added earlier and never confirmed with a code is
     * removed first (an unverified factor needs no aal2), so an abandoned attempt leaves nothing behind.
     */
    enrollTotp: build.mutation<TotpEnrollment, { name: string }>({
      queryFn: async ({ name }) => {
        const existing = await listFactors();
        if ('error' in existing) return existing;
        for (const factor of existing.data.filter((item) => !item.verified)) {
          const removed = await run('Remove an unfinished authenticator app', () =>
            supabase.auth.mfa.unenroll({ factorId: factor.id }),
          );
          if ('error' in removed) return removed;
        }
        const result = await run('Add an authenticator app', () =>
          supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: name }),
        );
        if ('error' in result) return result;
        if (result.data?.type !== 'totp') return { error: { message: t('common.errors.generic') } };
        const { id, totp } = result.data;
        return { data: { factorId: id, qrCode: qrImageSource(totp.qr_code), secret: totp.secret } };
      },
      invalidatesTags: ['SecondFactors'],
    }),

    /** A code from the app: confirms a new app, or lifts this session to aal2 (at sign-in, before a removal). */
    verifyTotp: build.mutation<null, { factorId: string; code: string }>({
      queryFn: async ({ factorId, code }) => {
        const result = await run<unknown>('Check the code', () =>
          supabase.auth.mfa.challengeAndVerify({ factorId, code }),
        );
        return 'error' in result ? result : { data: null };
      },
      invalidatesTags: ['SecondFactors'],
    }),

    /**
     * Adds a passkey as a second step: the browser creates it (WebAuthn, bound to this site's
     * domain) and the backend verifies it, which also lifts this session to aal2. A passkey left
     * unverified by an abandoned attempt is removed first.
     */
    registerPasskey: build.mutation<null, { name: string }>({
      queryFn: async ({ name }) => {
        const existing = await listFactors();
        if ('error' in existing) return existing;
        for (const factor of existing.data.filter((item) => !item.verified)) {
          const removed = await run('Remove an unfinished second step', () =>
            supabase.auth.mfa.unenroll({ factorId: factor.id }),
          );
          if ('error' in removed) return removed;
        }
        const result = await run<unknown>('Add a passkey', () =>
          supabase.auth.mfa.webauthn.register({ friendlyName: name }),
        );
        return 'error' in result ? result : { data: null };
      },
      invalidatesTags: ['SecondFactors'],
    }),

    /** The browser signs the backend's challenge with the passkey: this session becomes aal2. */
    verifyPasskey: build.mutation<null, { factorId: string }>({
      queryFn: async ({ factorId }) => {
        const result = await run<unknown>('Use a passkey', () => supabase.auth.mfa.webauthn.authenticate({ factorId }));
        return 'error' in result ? result : { data: null };
      },
      invalidatesTags: ['SecondFactors'],
    }),

    /** GoTrue refuses to remove a verified factor from an aal1 session (`insufficient_aal`). */
    removeSecondFactor: build.mutation<null, { factorId: string }>({
      queryFn: async ({ factorId }) => {
        const result = await run<unknown>('Remove a second step', () => supabase.auth.mfa.unenroll({ factorId }));
        return 'error' in result ? result : { data: null };
      },
      invalidatesTags: ['SecondFactors'],
    }),
  }),
});

export const {
  useGetSecondFactorsQuery,
  useGetAssuranceQuery,
  useEnrollTotpMutation,
  useVerifyTotpMutation,
  useRegisterPasskeyMutation,
  useVerifyPasskeyMutation,
  useRemoveSecondFactorMutation,
} = mfaApi;
