import type { User } from '@supabase/supabase-js';
import { baseApi } from '../../../lib/api/base-api';
import { run } from '../../../lib/api/api-error';
import { supabase } from '../../../lib/supabase';
import type { Job } from '../../../store/auth-user-slice';
import { toProfile, type Profile, type ProfileKind } from '../lib/profile';
import { t } from '../../../lib/i18n';

/** Spec §9: signed URLs of profile pictures live 31,536,000,000 seconds. */
export const SIGNED_URL_SECONDS = 31_536_000_000;
const BUCKET = 'profile_pic';

export interface ProfileKey {
  uuid: string;
  kind: ProfileKind;
}

export interface ProfileChanges extends ProfileKey {
  firstName: string;
  lastName: string;
  /** Stored form, "+91" and ten digits. */
  phone: string;
  email: string;
  /** Providers only. */
  job?: Job;
}

export interface LocationChange extends ProfileKey {
  location: string;
  latitude: number;
  longitude: number;
}

export interface AccountChanges extends ProfileKey {
  email: string;
  password: string;
}

/** `emailChangePending`: the new address must be confirmed from the mail sent to it first. */
export interface AccountResult {
  emailChangePending: boolean;
}

const CUSTOMER_COLUMNS =
  'uuid, first_name, last_name, name, phonenumber, email, location, latitude, longitude, profilePicUrl, profile_link';
const PROVIDER_COLUMNS =
  'uuid, first_name, last_name, phonenumber, email, job, location, latitude, longitude, profilePicUrl';

const tagOf = ({ uuid, kind }: ProfileKey) => ({
  type: kind === 'customer' ? ('Customer' as const) : ('Provider' as const),
  id: uuid,
});

/** Lists a provider's change shows up in. */
const listTags = (kind: ProfileKind) => (kind === 'provider' ? (['Providers', 'Nearby'] as const) : []);

const notFound = () => ({ error: { message: t('profile.errors.notFound') } });

export function photoPath({ uuid, kind }: ProfileKey): string {
  return `${kind === 'customer' ? 'users' : 'service-providers'}/${uuid}.jpg`;
}

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The person's customer or provider row; null when they have none of that kind. */
    getProfile: build.query<Profile | null, ProfileKey>({
      queryFn: async ({ uuid, kind }) => {
        if (kind === 'customer') {
          const result = await run('Load your profile', () =>
            supabase.from('users').select(CUSTOMER_COLUMNS).eq('uuid', uuid).maybeSingle(),
          );
          if ('error' in result) return result;
          return { data: result.data ? toProfile({ ...result.data, job: null }) : null };
        }
        const result = await run('Load your profile', () =>
          supabase.from('service-providers').select(PROVIDER_COLUMNS).eq('uuid', uuid).maybeSingle(),
        );
        if ('error' in result) return result;
        return { data: result.data ? toProfile({ ...result.data, name: '', profile_link: '' }) : null };
      },
      providesTags: (_result, _error, key) => [tagOf(key)],
    }),

    /** Saves the edit form. A provider without a row yet (a social sign-up) gets one. */
    updateProfile: build.mutation<null, ProfileChanges>({
      queryFn: async ({ uuid, kind, firstName, lastName, phone, email, job }) => {
        const fields = { first_name: firstName, last_name: lastName, phonenumber: phone, email };
        if (kind === 'customer') {
          const result = await run('Save your profile', () =>
            supabase.from('users').update(fields).eq('uuid', uuid).select('uuid'),
          );
          if ('error' in result) return result;
          return result.data && result.data.length > 0 ? { data: null } : notFound();
        }
        if (!job) return { error: { message: t('profile.profileForm.chooseYourJob') } };
        // The job in the account's metadata is what makes the person a provider (and lets the
        // database accept a provider row), so it is saved first.
        const account = await run<{ user: User | null }>('Save your job', () =>
          supabase.auth.updateUser({ data: { job } }),
        );
        if ('error' in account) return account;
        const saved = await run('Save your profile', () =>
          supabase.from('service-providers').upsert({ uuid, ...fields, job }, { onConflict: 'uuid' }),
        );
        return 'error' in saved ? saved : { data: null };
      },
      invalidatesTags: (_result, error, changes) =>
        error ? [] : [tagOf(changes), 'ProfilePicture', 'Me', ...listTags(changes.kind)],
    }),

    /** Stores the (already scaled) picture, then keeps a long-lived signed URL on the row. */
    uploadPhoto: build.mutation<string, ProfileKey & { photo: Blob }>({
      queryFn: async ({ uuid, kind, photo }) => {
        const path = photoPath({ uuid, kind });
        const uploaded = await run('Upload your photo', () =>
          supabase.storage
            .from(BUCKET)
            .upload(path, photo, { upsert: true, contentType: 'image/jpeg', cacheControl: '3600' }),
        );
        if ('error' in uploaded) return uploaded;
        const signed = await run('Upload your photo', () =>
          supabase.storage.from(BUCKET).createSignedUrl(path, SIGNED_URL_SECONDS),
        );
        if ('error' in signed) return signed;
        const url = signed.data?.signedUrl;
        if (!url) return { error: { message: t('profile.errors.photoLink') } };
        const table = kind === 'customer' ? 'users' : 'service-providers';
        const saved = await run('Save your photo', () =>
          supabase.from(table).update({ profilePicUrl: url }).eq('uuid', uuid).select('uuid'),
        );
        if ('error' in saved) return saved;
        return saved.data && saved.data.length > 0 ? { data: url } : notFound();
      },
      invalidatesTags: (_result, error, key) => (error ? [] : [tagOf(key), 'ProfilePicture', ...listTags(key.kind)]),
    }),

    /** A place chosen in the location picker, stored on the person's row. */
    saveLocation: build.mutation<null, LocationChange>({
      queryFn: async ({ uuid, kind, location, latitude, longitude }) => {
        const result =
          kind === 'customer'
            ? await run('Save your location', () =>
                supabase.from('users').upsert({ uuid, location, latitude, longitude }, { onConflict: 'uuid' }),
              )
            : await run('Save your location', () =>
                supabase.from('service-providers').update({ location, latitude, longitude }).eq('uuid', uuid),
              );
        return 'error' in result ? result : { data: null };
      },
      invalidatesTags: (_result, error, change) => (error ? [] : [tagOf(change), 'Nearby', ...listTags(change.kind)]),
    }),

    /** Account preferences: the auth e-mail and password only; no password is kept in any table. */
    updateAccount: build.mutation<AccountResult, AccountChanges & { currentEmail: string }>({
      queryFn: async ({ uuid, kind, email, password, currentEmail }) => {
        const emailChanged = email.toLowerCase() !== currentEmail.toLowerCase();
        const result = await run<{ user: User | null }>('Save account preferences', () =>
          supabase.auth.updateUser(emailChanged ? { email, password } : { password }),
        );
        if ('error' in result) return result;
        const user = result.data.user;
        const emailChangePending = emailChanged && user?.email?.toLowerCase() !== email.toLowerCase();
        if (emailChanged && !emailChangePending) {
          const table = kind === 'customer' ? 'users' : 'service-providers';
          const saved = await run('Save your e-mail on your profile', () =>
            supabase.from(table).update({ email }).eq('uuid', uuid),
          );
          if ('error' in saved) return saved;
        }
        return { data: { emailChangePending } };
      },
      invalidatesTags: (_result, error, changes) => (error ? [] : [tagOf(changes), 'Me', ...listTags(changes.kind)]),
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useUploadPhotoMutation,
  useSaveLocationMutation,
  useUpdateAccountMutation,
} = profileApi;
