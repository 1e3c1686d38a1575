import type { Provider, Session, User } from '@supabase/supabase-js';
import { baseApi } from '../../../lib/api/base-api';
import { run, type ApiError } from '../../../lib/api/api-error';
import { supabase } from '../../../lib/supabase';
import { isRefusedSignUp, SIGN_UP_REFUSED } from '../../../lib/validation/field-rules';
import { userSignedOut, type Job } from '../../../store/auth-user-slice';
import { t } from '../../../lib/i18n';
import { forgetSavedApiReads } from '../../../config/offline-caches';

export type SocialProvider = Extract<Provider, 'google' | 'github'>;

export interface CustomerSignUp {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  password: string;
}

export interface ProviderSignUp extends CustomerSignUp {
  job: Job;
}

/** `confirmEmail` is true when the backend wants the address confirmed before the first sign-in. */
export interface SignUpResult {
  confirmEmail: boolean;
}

export interface DetectedLocation {
  uuid: string;
  isProvider: boolean;
  location: string;
  latitude: number;
  longitude: number;
}

export interface StoredLocation {
  location: string;
  latitude: number;
  longitude: number;
}

export interface SocialProfile {
  uuid: string;
  email: string;
  name: string;
  profileLink: string;
}

/**
 * Creates the account; the database makes its profile row (users, or service-providers when a job
 * is given) from this metadata in the same transaction, so a refused row means no account.
 */
async function createAccount(
  context: string,
  { email, password, firstName, lastName, phoneNumber }: CustomerSignUp,
  job?: Job,
): Promise<{ data: SignUpResult } | { error: ApiError }> {
  const profile = {
    first_name: firstName,
    last_name: lastName,
    phonenumber: phoneNumber,
    full_name: `${firstName} ${lastName}`.trim(),
  };
  const result = await run(context, () =>
    supabase.auth.signUp({ email, password, options: { data: job ? { ...profile, job } : profile } }),
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

    /** The place saved on the person's row, used until the device tells a newer one. */
    getStoredLocation: build.query<StoredLocation | null, { uuid: string; isProvider: boolean }>({
      queryFn: async ({ uuid, isProvider }) => {
        const result = isProvider
          ? await run('Load saved location', () =>
              supabase.from('service-providers').select('location, latitude, longitude').eq('uuid', uuid).maybeSingle(),
            )
          : await run('Load saved location', () =>
              supabase.from('users').select('location, latitude, longitude').eq('uuid', uuid).maybeSingle(),
            );
        if ('error' in result) return result;
        const row = result.data;
        if (!row?.location.trim() || row.latitude === null || row.longitude === null) return { data: null };
        return { data: { location: row.location.trim(), latitude: row.latitude, longitude: row.longitude } };
      },
      providesTags: ['Customer', 'Provider'],
    }),

    signIn: build.mutation<null, { email: string; password: string }>({
      queryFn: async ({ email, password }) => {
        const result = await run<unknown>('Sign in', () => supabase.auth.signInWithPassword({ email, password }));
        return 'error' in result ? result : { data: null };
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
      queryFn: async ({ uuid, email, name, profileLink }) => {
        const existing = await run('Error fetching user details', () =>
          supabase.from('users').select('uuid').eq('uuid', uuid).maybeSingle(),
        );
        if ('error' in existing) return existing;
        if (existing.data) return { data: null };
        const saved = await run('Error inserting user details', () =>
          supabase.from('users').upsert({ uuid, email, name, profile_link: profileLink }, { onConflict: 'uuid' }),
        );
        return 'error' in saved ? saved : { data: null };
      },
      invalidatesTags: ['Customer', 'ProfilePicture'],
    }),

    /** Stores the device's place on the person's row (users, or service-providers for providers). */
    saveDetectedLocation: build.mutation<null, DetectedLocation>({
      queryFn: async ({ uuid, isProvider, location, latitude, longitude }) => {
        const result = isProvider
          ? await run('Save location', () =>
              supabase.from('service-providers').update({ location, latitude, longitude }).eq('uuid', uuid),
            )
          : await run('Save location', () =>
              supabase.from('users').upsert({ uuid, location, latitude, longitude }, { onConflict: 'uuid' }),
            );
        return 'error' in result ? result : { data: null };
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
        await forgetSavedApiReads();
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
  useSendPasswordResetMutation,
  useUpdatePasswordMutation,
  useSignOutMutation,
} = authApi;
