import { run } from '../../../lib/api/api-error';
import { baseApi } from '../../../lib/api/base-api';
import { supabase } from '../../../lib/supabase';
import { toAvailability, type Availability } from '../../../lib/availability';
import { toConnectionRequest, type ConnectionRequest, type DeclineReason } from '../lib/connection-request';
import { subscribeToRequests } from './requests-live';
import { t } from '../../../lib/i18n';

export interface ProviderStats {
  pendingRequests: number;
  acceptedConnections: number;
  customers: number;
  jobsDone: number;
}

export interface AcceptedRequest {
  messageId: number;
  fromId: string;
  toId: string;
  /** A help-now request that another provider accepted first. */
  taken: boolean;
}

/** SQLSTATE of a request that can no longer be answered (e.g. taken by another provider). */
const INVALID_PARAMETER = '22023';

/** The provider's own availability and response time, as the dashboard header shows them. */
export interface ProviderStanding {
  availability: Availability;
  responseSeconds: number | null;
}

/** Through provider_requests(): the customer's contact details arrive only once accepted. */
async function fetchRequests(providerId: string) {
  const result = await run('load requests', () => supabase.rpc('provider_requests'));
  // The customer of a help-now request sees how many providers have seen it.
  if (!('error' in result) && result.data?.some((row) => row.status === 'pending')) {
    await run('mark requests seen', () => supabase.rpc('mark_requests_seen'));
  }
  return 'error' in result ? result : { data: (result.data ?? []).map((row) => toConnectionRequest(row, providerId)) };
}

function setRequestStatus(
  dispatch: (action: unknown) => unknown,
  providerId: string,
  messageId: number,
  status: ConnectionRequest['status'],
) {
  return dispatch(
    dashboardApi.util.updateQueryData('getRequests', providerId, (list) => {
      for (const request of list) {
        if (request.messageId === messageId) {
          request.status = status;
          request.accepted = status === 'accepted';
        }
      }
    }),
  ) as { undo: () => void };
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
            jobsDone: row?.jobs_done ?? 0,
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
        // Any change to a request reloads the list: the customer's details come from provider_requests().
        const reload = () => {
          void fetchRequests(providerId).then((result) => {
            if ('error' in result) return;
            cache.updateCachedData(() => result.data);
          });
        };
        const stop = subscribeToRequests(
          providerId,
          () => {
            reload();
            cache.dispatch(baseApi.util.invalidateTags(['ProviderStats']));
          },
          reload,
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
            .select('message_id, from, to, status'),
        );
        if ('error' in result) {
          // A help-now request another provider accepted first (stored as taken already).
          if (result.error.code === INVALID_PARAMETER && result.error.message.includes(' is taken ')) {
            return { data: { messageId: 0, fromId, toId: providerId, taken: true } };
          }
          return result;
        }
        const row = result.data?.[0];
        if (!row) return { error: { message: t('providers.requestGone') } };
        return {
          data: {
            messageId: row.message_id,
            fromId: row.from ?? fromId,
            toId: row.to ?? providerId,
            taken: row.status === 'taken',
          },
        };
      },
      // The row turns "Accepted" (or "Taken by another provider") once the backend says so, never before.
      async onQueryStarted({ fromId, providerId }, { dispatch, queryFulfilled }) {
        let taken: boolean;
        try {
          taken = (await queryFulfilled).data.taken;
        } catch {
          return;
        }
        dispatch(
          dashboardApi.util.updateQueryData('getRequests', providerId, (list) => {
            for (const request of list) {
              if (request.fromId === fromId) {
                request.accepted = !taken;
                request.status = taken ? 'taken' : 'accepted';
              }
            }
          }),
        );
      },
      invalidatesTags: ['ProviderStats', 'Requests', 'Visits'],
    }),

    /** Declines a pending request, optionally saying why; the customer is told and offered others. */
    declineRequest: build.mutation<null, { messageId: number; providerId: string; reason: DeclineReason | null }>({
      async queryFn({ messageId, reason }) {
        const result = await run('decline request', () =>
          supabase
            .from('messages')
            .update({ status: 'declined', decline_reason: reason })
            .eq('message_id', messageId)
            .select('message_id'),
        );
        if ('error' in result) return result;
        if (!result.data?.length) return { error: { message: t('providers.requestGone') } };
        return { data: null };
      },
      onQueryStarted({ messageId, providerId }, { dispatch, queryFulfilled }) {
        const patch = setRequestStatus(dispatch, providerId, messageId, 'declined');
        queryFulfilled.catch(() => {
          patch.undo();
        });
      },
      invalidatesTags: ['ProviderStats', 'Requests'],
    }),

    /** The signed-in provider's availability and response time (argument: their uuid). */
    getStanding: build.query<ProviderStanding, string>({
      async queryFn(providerId) {
        const row = await run('load your availability', () =>
          supabase.from('service-providers').select('availability').eq('uuid', providerId).maybeSingle(),
        );
        if ('error' in row) return row;
        const times = await run('load your response time', () =>
          supabase.rpc('provider_response_times', { provider_ids: [providerId] }),
        );
        if ('error' in times) return times;
        const availability = toAvailability(row.data?.availability);
        return { data: { availability, responseSeconds: times.data?.[0]?.median_seconds ?? null } };
      },
      providesTags: ['Standing'],
    }),

    /** One tap in the dashboard header: available now, busy or away. */
    setAvailability: build.mutation<Availability, { providerId: string; availability: Availability }>({
      async queryFn({ providerId, availability }) {
        const result = await run('change your availability', () =>
          supabase
            .from('service-providers')
            .update({ availability })
            .eq('uuid', providerId)
            .select('availability')
            .single(),
        );
        if ('error' in result) return result;
        return { data: toAvailability(result.data?.availability) };
      },
      onQueryStarted({ providerId, availability }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          dashboardApi.util.updateQueryData('getStanding', providerId, (standing) => {
            standing.availability = availability;
          }),
        );
        queryFulfilled.catch(() => {
          patch.undo();
        });
      },
      // 'Standing' too: a read of the standing already under way when the tap was made answers with
      // the old value and would overwrite the optimistic one; the refetch supersedes it.
      invalidatesTags: ['Providers', 'Nearby', 'Standing'],
    }),
  }),
});

export const {
  useGetProviderStatsQuery,
  useGetRequestsQuery,
  useAcceptRequestMutation,
  useDeclineRequestMutation,
  useGetStandingQuery,
  useSetAvailabilityMutation,
} = dashboardApi;
