import { FunctionsHttpError } from '@supabase/supabase-js';
import { logApiError, run, toApiError, type ApiError } from '../../../lib/api/api-error';
import { baseApi } from '../../../lib/api/base-api';
import type { PushSubscriptionKeys } from '../../../lib/push/push-device';
import { supabase } from '../../../lib/supabase';
import { t } from '../../../lib/i18n';
import { toSettings, toRow, type NotificationSettings } from '../lib/notification-settings';
import { phoneCodeError } from '../lib/phone-code';

export interface ContactPhone {
  /** "+91" and ten digits. */
  phone: string;
  verified: boolean;
}

export interface PushRow extends PushSubscriptionKeys {
  userAgent: string | null;
}

/**
 * A call to one of our Edge Functions, as `run()` does for the database: a refusal the function
 * words itself (`{ error: "<key>" }` with a 4xx) keeps that key as the error's code.
 */
async function callFunction(
  context: string,
  name: string,
  options: { method: 'GET' } | { method: 'POST'; body: Record<string, string> },
): Promise<{ data: unknown } | { error: ApiError }> {
  try {
    const response = await supabase.functions.invoke<unknown>(name, options);
    const error: unknown = response.error;
    if (!error) return { data: response.data };
    let apiError = toApiError(error);
    if (error instanceof FunctionsHttpError && error.context instanceof Response) {
      const response = error.context;
      const body: unknown = await response.json().catch(() => null);
      apiError = phoneCodeError(response.status, body) ?? {
        message: t('common.errors.generic'),
        status: response.status,
      };
    }
    logApiError(context, apiError);
    return { error: apiError };
  } catch (thrown) {
    const apiError = toApiError(thrown);
    logApiError(context, apiError);
    return { error: apiError };
  }
}

export const notificationSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The server's VAPID public key (base64url), which a push subscription is made with. */
    getPushKey: build.query<string, null>({
      queryFn: async () => {
        const result = await callFunction('Load the push key', 'push-key', { method: 'GET' });
        if ('error' in result) return result;
        const { data } = result;
        const key = typeof data === 'object' && data !== null ? (data as { publicKey?: unknown }).publicKey : null;
        return typeof key === 'string' && key !== '' ? { data: key } : { error: toApiError(null) };
      },
    }),

    /** Whether the signed-in person has a row for this push address (argument: the endpoint). */
    getPushRow: build.query<boolean, string>({
      queryFn: async (endpoint) => {
        const result = await run('Load this device’s push', () =>
          supabase.from('push_subscriptions').select('id').eq('endpoint', endpoint).maybeSingle(),
        );
        return 'error' in result ? result : { data: result.data !== null };
      },
      providesTags: (_result, _error, endpoint) => [{ type: 'PushSubscription', id: endpoint }],
    }),

    /** Stores this device's subscription; `conflict` when the address belongs to someone else's row. */
    savePushRow: build.mutation<{ conflict: boolean }, PushRow>({
      queryFn: async ({ endpoint, p256dh, auth, userAgent }) => {
        const result = await run('Turn on push', () =>
          supabase.from('push_subscriptions').insert({ endpoint, p256dh, auth, user_agent: userAgent }),
        );
        if (!('error' in result)) return { data: { conflict: false } };
        if (result.error.code !== '23505') return result;
        // Already stored: ours (a second tap, another tab) is fine; someone else's needs a new address.
        const mine = await run('Turn on push', () =>
          supabase.from('push_subscriptions').select('id').eq('endpoint', endpoint).maybeSingle(),
        );
        if ('error' in mine) return mine;
        return { data: { conflict: mine.data === null } };
      },
      invalidatesTags: (_result, _error, { endpoint }) => [{ type: 'PushSubscription', id: endpoint }],
    }),

    deletePushRow: build.mutation<null, string>({
      queryFn: async (endpoint) => {
        const result = await run('Turn off push', () =>
          supabase.from('push_subscriptions').delete().eq('endpoint', endpoint),
        );
        return 'error' in result ? result : { data: null };
      },
      invalidatesTags: (_result, _error, endpoint) => [{ type: 'PushSubscription', id: endpoint }],
    }),

    /** The person's choices, or the defaults when they never saved any. */
    getNotificationSettings: build.query<NotificationSettings, string>({
      queryFn: async (uuid) => {
        const result = await run('Load notification settings', () =>
          supabase
            .from('notification_preferences')
            .select('channels, quiet_from, quiet_until, quiet_allows_requests, time_zone')
            .eq('user_id', uuid)
            .maybeSingle(),
        );
        return 'error' in result ? result : { data: toSettings(result.data) };
      },
      providesTags: ['NotificationSettings'],
    }),

    saveNotificationSettings: build.mutation<null, { uuid: string; settings: NotificationSettings }>({
      queryFn: async ({ uuid, settings }) => {
        const result = await run('Save notification settings', () =>
          supabase
            .from('notification_preferences')
            .upsert(
              { user_id: uuid, ...toRow(settings), updated_at: new Date().toISOString() },
              { onConflict: 'user_id' },
            ),
        );
        return 'error' in result ? result : { data: null };
      },
      onQueryStarted({ uuid, settings }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationSettingsApi.util.updateQueryData('getNotificationSettings', uuid, () => settings),
        );
        queryFulfilled.catch(() => {
          patch.undo();
        });
      },
    }),

    /** The phone SMS and WhatsApp go to, and whether it has been proven with a code. */
    getContactPhone: build.query<ContactPhone | null, string>({
      queryFn: async (uuid) => {
        const result = await run('Load your notification phone', () =>
          supabase.from('contact_phones').select('phone, verified_at').eq('user_id', uuid).maybeSingle(),
        );
        if ('error' in result) return result;
        return { data: result.data ? { phone: result.data.phone, verified: result.data.verified_at !== null } : null };
      },
      providesTags: ['ContactPhone'],
    }),

    sendPhoneCode: build.mutation<null, { phone: string }>({
      queryFn: async ({ phone }) => {
        const result = await callFunction('Send a phone code', 'phone-code', {
          method: 'POST',
          body: { action: 'send', phone },
        });
        return 'error' in result ? result : { data: null };
      },
      // A new number is stored unverified as the code goes out.
      invalidatesTags: ['ContactPhone'],
    }),

    verifyPhoneCode: build.mutation<null, { phone: string; code: string }>({
      queryFn: async ({ phone, code }) => {
        const result = await callFunction('Check a phone code', 'phone-code', {
          method: 'POST',
          body: { action: 'verify', phone, code },
        });
        return 'error' in result ? result : { data: null };
      },
      invalidatesTags: ['ContactPhone'],
    }),

    removeContactPhone: build.mutation<null, string>({
      queryFn: async (uuid) => {
        const result = await run('Remove your notification phone', () =>
          supabase.from('contact_phones').delete().eq('user_id', uuid),
        );
        return 'error' in result ? result : { data: null };
      },
      invalidatesTags: ['ContactPhone'],
    }),
  }),
});

export const {
  useGetPushRowQuery,
  useLazyGetPushKeyQuery,
  useSavePushRowMutation,
  useDeletePushRowMutation,
  useGetNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
  useGetContactPhoneQuery,
  useSendPhoneCodeMutation,
  useVerifyPhoneCodeMutation,
  useRemoveContactPhoneMutation,
} = notificationSettingsApi;
