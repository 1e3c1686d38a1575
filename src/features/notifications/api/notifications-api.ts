import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { run } from '../../../lib/api/api-error';
import { baseApi } from '../../../lib/api/base-api';
import { supabase } from '../../../lib/supabase';
import {
  NOTIFICATION_COLUMNS,
  NOTIFICATION_LIMIT,
  toNotification,
  upsertNotification,
  type AppNotification,
} from '../lib/notification';

async function fetchNotifications() {
  // Store the expiry of overdue requests first, so their notices exist (no scheduler needed).
  await run('store expired requests', () => supabase.rpc('expire_overdue_requests'));
  const result = await run('load notifications', () =>
    supabase
      .from('notifications')
      .select(NOTIFICATION_COLUMNS)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(NOTIFICATION_LIMIT),
  );
  return 'error' in result ? result : { data: (result.data ?? []).map(toNotification) };
}

let sequence = 0;

export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in person's latest notifications (argument: their uuid), kept live. */
    getNotifications: build.query<AppNotification[], string>({
      queryFn: () => fetchNotifications(),
      providesTags: ['Notifications'],
      async onCacheEntryAdded(recipient, cache) {
        try {
          await cache.cacheDataLoaded;
        } catch {
          return;
        }
        sequence += 1;
        const channel = supabase
          .channel(`notifications-${recipient}-${String(sequence)}`)
          .on(
            'postgres_changes',
            { event: '*', schema: 'public', table: 'notifications', filter: `recipient=eq.${recipient}` },
            (change) => {
              if (change.eventType === 'DELETE') return;
              const item = toNotification(change.new as Parameters<typeof toNotification>[0]);
              cache.updateCachedData((list) => upsertNotification(list, item));
            },
          )
          .subscribe((status) => {
            // Catch up on anything that arrived before the subscription was active.
            if (status !== REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) return;
            void fetchNotifications().then((result) => {
              if (!('error' in result)) cache.updateCachedData((list) => result.data.reduce(upsertNotification, list));
            });
          });
        await cache.cacheEntryRemoved;
        await supabase.removeChannel(channel);
      },
    }),

    /** Marks every notification of the caller as read. */
    markAllNotificationsRead: build.mutation<number, string>({
      async queryFn() {
        const result = await run('mark notifications read', () => supabase.rpc('mark_notifications_read'));
        return 'error' in result ? result : { data: result.data ?? 0 };
      },
      onQueryStarted(recipient, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', recipient, (list) => {
            for (const item of list) item.read = true;
          }),
        );
        queryFulfilled.catch(() => {
          patch.undo();
        });
      },
    }),

    /** Marks one notification as read (when the person follows it). */
    markNotificationRead: build.mutation<null, { recipient: string; id: number }>({
      async queryFn({ id }) {
        const result = await run('mark notification read', () =>
          supabase.from('notifications').update({ read_at: new Date().toISOString() }).eq('id', id),
        );
        return 'error' in result ? result : { data: null };
      },
      onQueryStarted({ recipient, id }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', recipient, (list) => {
            for (const item of list) if (item.id === id) item.read = true;
          }),
        );
        queryFulfilled.catch(() => {
          patch.undo();
        });
      },
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation } =
  notificationsApi;
