import type { User } from '@supabase/supabase-js';
import { baseApi } from '../../../lib/api/base-api';
import { run } from '../../../lib/api/api-error';
import { supabase } from '../../../lib/supabase';
import type { Job } from '../../../lib/domain/job';
import type { RateCardLine } from '../../../lib/domain/prices';
import { toProfile, type Profile, type ProfileKind } from '../lib/profile';
import { type MessageKey, t } from '../../../lib/i18n';
import { PICTURE_BUCKET as BUCKET } from '../../../lib/pictures/picture-path';

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

/** A provider's prices: the visiting charge (null: not shown) and the whole rate card. */
export interface PricesChange {
  uuid: string;
  visitingCharge: number | null;
  rateCard: RateCardLine[];
}

export interface LocationChange extends ProfileKey {
  location: string;
  latitude: number;
  longitude: number;
}

export interface EmailChange extends ProfileKey {
  email: string;
  /** Where the confirmation links land. */
  redirectTo: string;
}

/** `pending`: the change waits for the links sent to the current and the new address. */
export interface EmailChangeResult {
  pending: boolean;
}

/** GoTrue's answers to a password change that the person can act on. */
const PASSWORD_ERRORS: Partial<Record<string, MessageKey>> = {
  reauthentication_not_valid: 'profile.accountSecurity.codeWrong',
  reauthentication_needed: 'profile.accountSecurity.codeNeeded',
  same_password: 'profile.accountSecurity.samePassword',
};

const CUSTOMER_COLUMNS =
  'uuid, first_name, last_name, name, phonenumber, email, location, latitude, longitude, profilePicUrl, profile_link';
const PROVIDER_COLUMNS =
  'uuid, first_name, last_name, job, location, latitude, longitude, profilePicUrl, visiting_charge, rate_card';
const PRIVATE_COLUMNS = 'phonenumber, email, latitude, longitude';

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
        if (!result.data) return { data: null };
        // The public row holds no contact details and a rounded position: the owner's own are private.
        const own = await run('Load your profile', () =>
          supabase.from('provider_private').select(PRIVATE_COLUMNS).eq('uuid', uuid).maybeSingle(),
        );
        if ('error' in own) return own;
        return {
          data: toProfile({ ...result.data, phonenumber: '', email: '', ...own.data, name: '', profile_link: '' }),
        };
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
        if ('error' in saved) return saved;
        // The database moves the phone to the private row; an emptied phone is cleared there.
        const phoneSaved = await run('Save your profile', () =>
          supabase.from('provider_private').update({ phonenumber: phone }).eq('uuid', uuid),
        );
        return 'error' in phoneSaved ? phoneSaved : { data: null };
      },
      invalidatesTags: (_result, error, changes) =>
        error ? [] : [tagOf(changes), 'ProfilePicture', 'Me', ...listTags(changes.kind)],
    }),

    /** Saves the provider's visiting charge and rate card in one update of their own row. */
    savePrices: build.mutation<null, PricesChange>({
      queryFn: async ({ uuid, visitingCharge, rateCard }) => {
        const result = await run('Save your prices', () =>
          supabase
            .from('service-providers')
            .update({
              visiting_charge: visitingCharge,
              rate_card: rateCard.map(({ label, min, max }) => ({ label, min, max })),
            })
            .eq('uuid', uuid)
            .select('uuid'),
        );
        if ('error' in result) return result;
        return result.data && result.data.length > 0 ? { data: null } : notFound();
      },
      invalidatesTags: (_result, error, { uuid }) =>
        error ? [] : [{ type: 'Provider' as const, id: uuid }, ...listTags('provider')],
    }),

    /**
     * Stores the (already scaled) picture, then its path on the row (the database takes our own
     * object paths only; readers sign it with their session). Returns the path.
     */
    uploadPhoto: build.mutation<string, ProfileKey & { photo: Blob }>({
      queryFn: async ({ uuid, kind, photo }) => {
        const path = photoPath({ uuid, kind });
        const uploaded = await run('Upload your photo', () =>
          supabase.storage
            .from(BUCKET)
            .upload(path, photo, { upsert: true, contentType: 'image/jpeg', cacheControl: '3600' }),
        );
        if ('error' in uploaded) return uploaded;
        const table = kind === 'customer' ? 'users' : 'service-providers';
        const saved = await run('Save your photo', () =>
          supabase.from(table).update({ profilePicUrl: path }).eq('uuid', uuid).select('uuid'),
        );
        if ('error' in saved) return saved;
        return saved.data && saved.data.length > 0 ? { data: path } : notFound();
      },
      invalidatesTags: (_result, error, key) => (error ? [] : [tagOf(key), 'ProfilePicture', ...listTags(key.kind)]),
    }),

    /** A place chosen in the location picker, stored on the person's row. */
    saveLocation: build.mutation<null, LocationChange>({
      queryFn: async ({ location, latitude, longitude }) => {
        // Saved as the person's choice: from now on device positions only suggest a change.
        const result = await run('Save your location', () =>
          supabase.rpc('save_my_place', { place: location, lat: latitude, lon: longitude }),
        );
        return 'error' in result ? result : { data: null };
      },
      invalidatesTags: (_result, error, change) => (error ? [] : [tagOf(change), 'Nearby', ...listTags(change.kind)]),
    }),

    /** Account preferences: the auth e-mail and password only; no password is kept in any table. */
    /**
     * Asks for a new account e-mail. With double_confirm_changes (config.toml) nothing changes until
     * both the current and the new address have opened their links (`pending`); a backend that
     * applies it at once is answered by saving the address on the profile row too.
     */
    changeEmail: build.mutation<EmailChangeResult, EmailChange>({
      queryFn: async ({ uuid, kind, email, redirectTo }) => {
        const result = await run<{ user: User | null }>('Change your e-mail', () =>
          supabase.auth.updateUser({ email }, { emailRedirectTo: redirectTo }),
        );
        if ('error' in result) return result;
        const pending = result.data.user?.email?.toLowerCase() !== email.toLowerCase();
        if (!pending && kind === 'customer') {
          const saved = await run('Save your e-mail on your profile', () =>
            supabase.from('users').update({ email }).eq('uuid', uuid),
          );
          if ('error' in saved) return saved;
        }
        return { data: { pending } };
      },
      invalidatesTags: (_result, error, changes) => (error ? [] : [tagOf(changes), 'Me', ...listTags(changes.kind)]),
    }),

    /** E-mails the signed-in person a code (the nonce) that a password change must carry. */
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's way to say "no argument"
    sendPasswordCode: build.mutation<null, void>({
      queryFn: async () => {
        const result = await run('Send a code for the password change', () => supabase.auth.reauthenticate());
        return 'error' in result ? result : { data: null };
      },
    }),

    /** A new password, proven by the code from sendPasswordCode (secure_password_change). */
    changePassword: build.mutation<null, { password: string; code: string }>({
      queryFn: async ({ password, code }) => {
        const result = await run<{ user: User | null }>('Change your password', () =>
          supabase.auth.updateUser({ password, nonce: code }),
        );
        if (!('error' in result)) return { data: null };
        const message = PASSWORD_ERRORS[result.error.code ?? ''];
        return { error: message ? { ...result.error, message: t(message) } : result.error };
      },
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useSavePricesMutation,
  useUploadPhotoMutation,
  useSaveLocationMutation,
  useChangeEmailMutation,
  useSendPasswordCodeMutation,
  useChangePasswordMutation,
} = profileApi;
