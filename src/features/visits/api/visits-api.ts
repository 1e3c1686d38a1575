import { run, type ApiError } from '../../../lib/api/api-error';
import { t } from '../../../lib/i18n';
import { baseApi } from '../../../lib/api/base-api';
import { supabase } from '../../../lib/supabase';
import type { VisitTime } from '../../../lib/visit-time';
import { toVisit, VISIT_COLUMNS, type Visit, type VisitRow } from '../lib/visit';
import { watchMyRequests } from './visits-live';

/** The row an RPC returned, or the error of a request that is gone meanwhile. */
function visitOrGone(row: VisitRow | null): { data: Visit } | { error: ApiError } {
  return row ? { data: toVisit(row) } : { error: { message: t('providers.requestGone') } };
}

function replaceVisit(list: Visit[], visit: Visit): void {
  const index = list.findIndex((item) => item.messageId === visit.messageId);
  if (index >= 0) list[index] = visit;
  else list.push(visit);
}

/** The visits of the signed-in person's accepted requests, as customer or provider, kept live. */
export const visitsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Argument: the signed-in person's uuid, so each person has their own cache. */
    getMyVisits: build.query<Visit[], string>({
      async queryFn(userId) {
        const result = await run('load visit times', () =>
          supabase
            .from('messages')
            .select(VISIT_COLUMNS)
            .or(`from.eq.${userId},to.eq.${userId}`)
            .eq('status', 'accepted')
            .order('message_id', { ascending: false }),
        );
        if ('error' in result) return result;
        return { data: (result.data ?? []).map(toVisit) };
      },
      providesTags: ['Visits'],
      async onCacheEntryAdded(userId, cache) {
        try {
          await cache.cacheDataLoaded;
        } catch {
          return;
        }
        const stop = watchMyRequests(userId, () => {
          cache.dispatch(baseApi.util.invalidateTags(['Visits']));
        });
        await cache.cacheEntryRemoved;
        await stop();
      },
    }),

    /** Proposes a day and part of the day; proposing what the other side proposed agrees to it. */
    proposeVisit: build.mutation<Visit, { userId: string; messageId: number; time: VisitTime }>({
      async queryFn({ messageId, time }) {
        const result = await run('propose a visit time', () =>
          supabase
            .rpc('propose_visit', { p_request: messageId, p_date: time.date, p_slot: time.slot })
            .select(VISIT_COLUMNS)
            .single(),
        );
        if ('error' in result) return result;
        return visitOrGone(result.data);
      },
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            visitsApi.util.updateQueryData('getMyVisits', userId, (list) => {
              replaceVisit(list, data);
            }),
          );
        } catch {
          // The caller shows the error.
        }
      },
    }),

    /** Confirms the other side's proposal: the visit time is agreed. */
    confirmVisit: build.mutation<Visit, { userId: string; messageId: number }>({
      async queryFn({ messageId }) {
        const result = await run('confirm the visit time', () =>
          supabase.rpc('confirm_visit', { p_request: messageId }).select(VISIT_COLUMNS).single(),
        );
        if ('error' in result) return result;
        return visitOrGone(result.data);
      },
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            visitsApi.util.updateQueryData('getMyVisits', userId, (list) => {
              replaceVisit(list, data);
            }),
          );
        } catch {
          // The caller shows the error.
        }
      },
    }),
  }),
});

export const { useGetMyVisitsQuery, useProposeVisitMutation, useConfirmVisitMutation } = visitsApi;
