import type { Provider, Session, User } from '@supabase/supabase-js';
import { baseApi } from '../../../lib/api/base-api';
import { logApiError, run, toApiError, type ApiError } from '../../../lib/api/api-error';
import { supabase } from '../../../lib/supabase';
import { isRefusedSignUp, SIGN_UP_REFUSED } from '../../../lib/validation/field-rules';
import { userSignedOut } from '../../../store/auth-user-slice';
import { type Job } from '../../../lib/domain/job';
import { currentLocale, t } from '../../../lib/i18n';
import { followSessionOwner } from '../lib/device-data';
import { currentPushSubscription } from '../../../lib/push/push-device';
import { refreshDevicePush } from '../../../lib/push/push-state';
import { needsSecondFactor } from '../lib/second-factor';
import { readAssurance } from './mfa-api';

export type SocialProvider = Extract<Provider, 'google' | 'github'>;

export interface CustomerSignUp {
  firstName: string;
  /** Optional: many people use one name. */
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
  /** Where the confirmation e-mail's link lands (see lib/next-path.ts). */
  emailRedirectTo: string;
}

export interface ProviderSignUp extends CustomerSignUp {
  job: Job;
}

/** `confirmEmail` is true when the backend wants the address confirmed before the first sign-in. */
export interface SignUpResult {
  confirmEmail: boolean;
}

/** A confirmation e-mail sent again, or how long to wait before the backend sends another. */
export type ResendResult = { sent: true } | { sent: false; waitSeconds: number };

/**
 * Before a sign-out: this device stops receiving the account's push (its row removed while the
 * session still allows it, then its subscription ended, so a next person here starts afresh);
 * signing out everywhere removes every device's row. A failure is logged and never blocks the sign-out:
 * the ended subscription makes the push service refuse, and the sender then drops the row.
 */
async function forgetPush(everywhere: boolean): Promise<void> {
  const subscription = await currentPushSubscription().catch(() => null);
  const { data } = await supabase.auth.getSession();
  const uuid = data.session?.user.id;
  if (uuid && (everywhere || subscription)) {
    const rows = supabase.from('push_subscriptions').delete();
    await run('Remove push for this device', () =>
      everywhere || !subscription ? rows.eq('user_id', uuid) : rows.eq('endpoint', subscription.endpoint),
    );
  }
  if (subscription) {
    await subscription.unsubscribe().catch((error: unknown) => {
      logApiError('End push for this device', toApiError(error));
    });
    await refreshDevicePush();
  }
}

/** GoTrue's per-address interval: "For security purposes, you can only request this after 42 seconds." */
export function waitSecondsOf(message: string): number | null {
  const match = /after (\d+) seconds?/i.exec(message);
  return match ? Number(match[1]) : null;
}

export interface DetectedLocation {
  uuid: string;
  isProvider: boolean;
  location: string;
  latitude: number;
  longitude: number;
}

interface PlaceRow {
  location: string;
  latitude: number | null;
  longitude: number | null;
  source: string | null;
}

export interface StoredLocation {
  location: string;
  latitude: number;
  longitude: number;
  /** Picked by the person (not taken from a device). */
  chosen: boolean;
}

export interface SocialProfile {
  uuid: string;
  email: string;
  name: string;
}

/**
 * Creates the account; the database makes its profile row (users, or service-providers when a job
 * is given) from this metadata in the same transaction, so a refused row means no account.
 */
async function createAccount(
  context: string,
  { email, password, firstName, lastName, phoneNumber, emailRedirectTo }: CustomerSignUp,
  job?: Job,
): Promise<{ data: SignUpResult } | { error: ApiError }> {
  const profile = {
    first_name: firstName.trim(),
    last_name: lastName.trim(),
    phonenumber: phoneNumber,
    full_name: [firstName.trim(), lastName.trim()].filter(Boolean).join(' '),
    // The language of the account's mails (see account-language.ts).
    locale: currentLocale(),
  };
  const result = await run(context, () =>
    supabase.auth.signUp({ email, password, options: { data: job ? { ...profile, job } : profile, emailRedirectTo } }),
  );
  if ('error' in result) {
    return isRefusedSignUp(result.error) ? { error: { ...result.error, message: t(SIGN_UP_REFUSED) } } : result;
  }
  if (!result.data.user) {
    console.error(`[mistri] ${context}: the backend returned no user`);
    return { error: { message: t('common.errors.generic') } };
  }
  return { data: { confirmEmail: result.data.session === null } };
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in auth user, or null when nobody is signed in. */
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's way to say "no argument"
    getCurrentUser: build.query<User | null, void>({
      queryFn: async () => {
        const session = await run<{ session: Session | null }>('Error fetching user', () => supabase.auth.getSession());
        if ('error' in session) return session;
        if (!session.data.session) return { data: null };
        const result = await run<{ user: User | null }>('Error fetching user', () => supabase.auth.getUser());
        if ('error' in result) return result;
        return { data: result.data.user };
      },
      providesTags: ['Me'],
    }),

    /** The picture shown in the header: the profile row's photo. */
    getProfilePicture: build.query<string | null, { uuid: string; isProvider: boolean }>({
      queryFn: async ({ uuid, isProvider }) => {
        if (isProvider) {
          const provider = await run('Load profile picture', () =>
            supabase.from('service-providers').select('profilePicUrl').eq('uuid', uuid).maybeSingle(),
          );
          if ('error' in provider) return provider;
          return { data: provider.data?.profilePicUrl || null };
        }
        const customer = await run('Load profile picture', () =>
          supabase.from('users').select('profilePicUrl, profile_link').eq('uuid', uuid).maybeSingle(),
        );
        if ('error' in customer) return customer;
        return { data: customer.data?.profilePicUrl || customer.data?.profile_link || null };
      },
      providesTags: (_result, _error, { uuid }) => ['ProfilePicture', { type: 'ProfilePicture', id: uuid }],
    }),

    /** The person's own place (exact position, and whether they chose it), used until they change it. */
    getStoredLocation: build.query<StoredLocation | null, { uuid: string; isProvider: boolean }>({
      queryFn: async () => {
        const result = await run('Load saved location', () => supabase.rpc('my_place'));
        if ('error' in result) return result;
        // A person may have no position yet: the generated types do not say the columns can be null.
        const row: PlaceRow | undefined = result.data?.[0];
        if (!row?.location.trim() || row.latitude === null || row.longitude === null) return { data: null };
        return {
          data: {
            location: row.location.trim(),
            latitude: row.latitude,
            longitude: row.longitude,
            chosen: row.source === 'chosen',
          },
        };
      },
      providesTags: ['Customer', 'Provider'],
    }),

    /** `secondFactor`: the account has a verified second step, so the sign-in waits for its code. */
    signIn: build.mutation<{ secondFactor: boolean }, { email: string; password: string }>({
      queryFn: async ({ email, password }) => {
        const result = await run<unknown>('Sign in', () => supabase.auth.signInWithPassword({ email, password }));
        if ('error' in result) return result;
        const assurance = await readAssurance();
        return 'error' in assurance ? assurance : { data: { secondFactor: needsSecondFactor(assurance.data) } };
      },
      invalidatesTags: ['Me'],
    }),

    /** Customer sign-up: the account and its users row, made together by the database. */
    signUpCustomer: build.mutation<SignUpResult, CustomerSignUp>({
      queryFn: (form) => createAccount('Sign up', form),
      invalidatesTags: ['Me'],
    }),

    /** Provider registration: the account with the job in its metadata and its service-providers row. */
    registerProvider: build.mutation<SignUpResult, ProviderSignUp>({
      queryFn: (form) => createAccount('Register', form, form.job),
      invalidatesTags: ['Me', 'Providers'],
    }),

    /** Gives an account whose profile row was never made (an older sign-up) its row; no-op otherwise. */
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's way to say "no argument"
    completeProfile: build.mutation<string | null, void>({
      queryFn: async () => {
        const result = await run('Complete your profile', () => supabase.rpc('complete_my_profile'));
        return 'error' in result ? result : { data: result.data };
      },
      invalidatesTags: (created) => (created ? ['Customer', 'Provider', 'Providers', 'ProfilePicture'] : []),
    }),

    /** Sends the sign-up confirmation e-mail again (the backend allows one a minute per address). */
    resendConfirmation: build.mutation<ResendResult, { email: string; emailRedirectTo: string }>({
      queryFn: async ({ email, emailRedirectTo }) => {
        try {
          const { error } = await supabase.auth.resend({ type: 'signup', email, options: { emailRedirectTo } });
          if (!error) return { data: { sent: true } };
          const waitSeconds = error.status === 429 ? waitSecondsOf(error.message) : null;
          if (waitSeconds !== null) return { data: { sent: false, waitSeconds } };
          const apiError = toApiError(error);
          logApiError('Resend confirmation', apiError);
          return { error: apiError };
        } catch (thrown) {
          const apiError = toApiError(thrown);
          logApiError('Resend confirmation', apiError);
          return { error: apiError };
        }
      },
    }),

    /** Starts the external sign-in; on success the browser leaves for the identity provider. */
    signInWithProvider: build.mutation<null, { provider: SocialProvider; redirectTo: string }>({
      queryFn: async ({ provider, redirectTo }) => {
        const result = await run<unknown>(`Sign in with ${provider}`, () =>
          supabase.auth.signInWithOAuth({ provider, options: { redirectTo } }),
        );
        return 'error' in result ? result : { data: null };
      },
    }),

    /** After a social sign-in: writes the users row (uuid, email, name, picture) when it is missing. */
    ensureSocialUserRow: build.mutation<null, SocialProfile>({
      queryFn: async ({ uuid, email, name }) => {
        const existing = await run('Error fetching user details', () =>
          supabase.from('users').select('uuid').eq('uuid', uuid).maybeSingle(),
        );
        if ('error' in existing) return existing;
        if (existing.data) return { data: null };
        const saved = await run('Error inserting user details', () =>
          // The identity provider's picture address is not kept: picture columns hold our own paths.
          supabase.from('users').upsert({ uuid, email, name }, { onConflict: 'uuid' }),
        );
        return 'error' in saved ? saved : { data: null };
      },
      invalidatesTags: ['Customer', 'ProfilePicture'],
    }),

    /**
     * Offers the device's place for the person's row: the database keeps a place the person chose
     * (then `saved` is false).
     */
    saveDetectedLocation: build.mutation<{ saved: boolean }, DetectedLocation>({
      queryFn: async ({ location, latitude, longitude }) => {
        const result = await run('Save location', () =>
          supabase.rpc('save_my_place', { place: location, lat: latitude, lon: longitude, from_device: true }),
        );
        return 'error' in result ? result : { data: { saved: result.data?.[0]?.saved ?? false } };
      },
      invalidatesTags: ['Customer', 'Provider', 'Nearby'],
    }),

    sendPasswordReset: build.mutation<null, { email: string; redirectTo: string }>({
      queryFn: async ({ email, redirectTo }) => {
        const result = await run('Send password reset', () =>
          supabase.auth.resetPasswordForEmail(email, { redirectTo }),
        );
        return 'error' in result ? result : { data: null };
      },
    }),

    updatePassword: build.mutation<null, { password: string }>({
      queryFn: async ({ password }) => {
        const result = await run<unknown>('Reset password', () => supabase.auth.updateUser({ password }));
        return 'error' in result ? result : { data: null };
      },
    }),

    /**
     * Signs out and forgets everything about the person (slices and cached data): this device
     * only ('local'), or every device where the account is signed in ('global').
     */
    signOut: build.mutation<null, { everywhere: boolean }>({
      queryFn: async ({ everywhere }) => {
        const scope = everywhere ? 'global' : 'local';
        await forgetPush(everywhere);
        const result = await run('Log out', async () => ({
          data: null,
          error: (await supabase.auth.signOut({ scope })).error,
        }));
        return 'error' in result ? result : { data: null };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(userSignedOut());
        dispatch(baseApi.util.resetApiState());
        await followSessionOwner(null, true);
      },
    }),
  }),
});

export const {
  useGetCurrentUserQuery,
  useGetProfilePictureQuery,
  useSignInMutation,
  useSignUpCustomerMutation,
  useRegisterProviderMutation,
  useSignInWithProviderMutation,
  useResendConfirmationMutation,
  useSendPasswordResetMutation,
  useUpdatePasswordMutation,
  useSignOutMutation,
} = authApi;
