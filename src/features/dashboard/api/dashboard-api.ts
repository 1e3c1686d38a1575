import { run } from '../../../lib/api/api-error';
import { baseApi } from '../../../lib/api/base-api';
import { supabase } from '../../../lib/supabase';
import { removeRequest, toConnectionRequest, upsertRequest, type ConnectionRequest } from '../lib/connection-request';
import { subscribeToRequests } from './requests-live';

export interface ProviderStats {
  pendingRequests: number;
  acceptedConnections: number;
  customers: number;
}

export interface AcceptedRequest {
  messageId: number;
  fromId: string;
  toId: string;
}

const REQUEST_COLUMNS = 'message_id, from, to, is_chat, username, user_profile, created_at';

async function fetchRequests(providerId: string) {
  const result = await run('load requests', () =>
    supabase
      .from('messages')
      .select(REQUEST_COLUMNS)
      .eq('to', providerId)
      .order('created_at', { ascending: false })
      .order('message_id', { ascending: false }),
  );
  return 'error' in result ? result : { data: (result.data ?? []).map(toConnectionRequest) };
}

export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in provider's numbers (argument: their uuid, so each person has their own cache). */
    getProviderStats: build.query<ProviderStats, string>({
      async queryFn() {
        const result = await run('load dashboard numbers', () => supabase.rpc('provider_stats').single());
        if ('error' in result) return result;
        const row = result.data;
        return {
          data: {
            pendingRequests: row?.pending_requests ?? 0,
            acceptedConnections: row?.accepted_connections ?? 0,
            customers: row?.customers ?? 0,
          },
        };
      },
      providesTags: ['ProviderStats'],
    }),

    /** Requests addressed to the signed-in provider (argument: their uuid), newest first, kept live. */
    getRequests: build.query<ConnectionRequest[], string>({
      queryFn: (providerId) => fetchRequests(providerId),
      providesTags: ['Requests'],
      async onCacheEntryAdded(providerId, cache) {
        try {
          await cache.cacheDataLoaded;
        } catch {
          return;
        }
        const stop = subscribeToRequests(
          providerId,
          (change) => {
            if (change.eventType === 'DELETE') {
              const { message_id: messageId } = change.old;
              if (typeof messageId === 'number') cache.updateCachedData((list) => removeRequest(list, messageId));
            } else {
              const request = toConnectionRequest(change.new);
              cache.updateCachedData((list) => upsertRequest(list, request));
            }
            cache.dispatch(baseApi.util.invalidateTags(['ProviderStats']));
          },
          () => {
            // Catch up on requests that arrived before the subscription was active.
            void fetchRequests(providerId).then((result) => {
              if ('error' in result) return;
              cache.updateCachedData((list) => result.data.reduce(upsertRequest, list));
            });
          },
        );
        await cache.cacheEntryRemoved;
        await stop();
      },
    }),

    /** Accepts a pending request: the provider flips is_chat, which opens the chat for both. */
    acceptRequest: build.mutation<AcceptedRequest, { fromId: string; providerId: string }>({
      async queryFn({ fromId, providerId }) {
        const result = await run('accept request', () =>
          supabase
            .from('messages')
            .update({ is_chat: true })
            .eq('from', fromId)
            .eq('to', providerId)
            .select('message_id, from, to'),
        );
        if ('error' in result) return result;
        const row = result.data?.[0];
        if (!row) return { error: { message: 'This request no longer exists.' } };
        return { data: { messageId: row.message_id, fromId: row.from, toId: row.to } };
      },
      // The row turns "Accepted" once the backend says so, never before.
      async onQueryStarted({ fromId, providerId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          dashboardApi.util.updateQueryData('getRequests', providerId, (list) => {
            for (const request of list) if (request.fromId === fromId) request.accepted = true;
          }),
        );
      },
      invalidatesTags: ['ProviderStats'],
    }),
  }),
});

export const { useGetProviderStatsQuery, useGetRequestsQuery, useAcceptRequestMutation } = dashboardApi;
