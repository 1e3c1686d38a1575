import type { Provider, Session, User } from '@supabase/supabase-js';
import { baseApi } from '../../../lib/api/base-api';
import { run } from '../../../lib/api/api-error';
import { supabase } from '../../../lib/supabase';
import { userSignedOut, type Job } from '../../../store/auth-user-slice';

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

async function createAccount(
  context: string,
  { email, password, firstName, lastName }: CustomerSignUp,
  job?: Job,
): Promise<{ data: { user: User; signedIn: boolean } } | { error: { message: string } }> {
  const fullName = `${firstName} ${lastName}`.trim();
  const result = await run(context, () =>
    supabase.auth.signUp({
      email,
      password,
      options: { data: job ? { job, full_name: fullName } : { full_name: fullName } },
    }),
  );
  if ('error' in result) return result;
  const { user, session } = result.data;
  if (!user) {
    console.error(`[mistri] ${context}: the backend returned no user`);
    return { error: { message: 'Something went wrong. Please try again later.' } };
  }
  return { data: { user, signedIn: session !== null } };
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

    /** Customer sign-up: the auth account, then the users row. */
    signUpCustomer: build.mutation<SignUpResult, CustomerSignUp>({
      queryFn: async (form) => {
        const account = await createAccount('Sign up', form);
        if ('error' in account) return account;
        if (!account.data.signedIn) return { data: { confirmEmail: true } };
        const row = await run('Save the new customer', () =>
          supabase.from('users').insert({
            uuid: account.data.user.id,
            first_name: form.firstName,
            last_name: form.lastName,
            phonenumber: form.phoneNumber,
            email: form.email,
            location: '',
          }),
        );
        return 'error' in row ? row : { data: { confirmEmail: false } };
      },
      invalidatesTags: ['Me'],
    }),

    /** Provider registration: the auth account with the job in its metadata, then the service-providers row. */
    registerProvider: build.mutation<SignUpResult, ProviderSignUp>({
      queryFn: async (form) => {
        const account = await createAccount('Register', form, form.job);
        if ('error' in account) return account;
        if (!account.data.signedIn) return { data: { confirmEmail: true } };
        const row = await run('Save the new provider', () =>
          supabase.from('service-providers').insert({
            uuid: account.data.user.id,
            first_name: form.firstName,
            last_name: form.lastName,
            email: form.email,
            phonenumber: form.phoneNumber,
            job: form.job,
            location: '',
          }),
        );
        return 'error' in row ? row : { data: { confirmEmail: false } };
      },
      invalidatesTags: ['Me', 'Providers'],
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

    /** Signs out and forgets everything about the person (slices and cached data). */
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's way to say "no argument"
    signOut: build.mutation<null, void>({
      queryFn: async () => {
        const result = await run('Log out', async () => ({ data: null, error: (await supabase.auth.signOut()).error }));
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
