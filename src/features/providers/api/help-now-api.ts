import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { run, type ApiError } from '../../../lib/api/api-error';
import { baseApi } from '../../../lib/api/base-api';
import type { Job } from '../../../lib/domain/job';
import { supabase } from '../../../lib/supabase';
import { toHelpNow, type HelpNow } from '../lib/help-now';
import type { RequestDetails } from '../lib/request-form';
import { uploadRequestPhotos } from './request-photos';

type Result<T> = { data: T } | { error: ApiError };

/** The customer's latest help-now request with the providers it went to, or null. */
async function fetchHelpNow(): Promise<Result<HelpNow | null>> {
  const latest = await run('load help now', () =>
    supabase
      .from('help_now')
      .select('id, job, state, round, round_started_at, ended_at, winner')
      .order('id', { ascending: false })
      .limit(1)
      .maybeSingle(),
  );
  if ('error' in latest) return latest;
  const row = latest.data;
  if (!row) return { data: null };
  const copies = await run('load help now', () =>
    supabase
      .from('messages')
      .select('message_id, to, spname, status, seen_at')
      .eq('help_now_id', row.id)
      .order('message_id'),
  );
  if ('error' in copies) return copies;
  return { data: toHelpNow(row, copies.data ?? []) };
}

export interface HelpNowArgs {
  customerId: string;
  job: Job;
  details: RequestDetails;
  /** Where help is needed; the customer's saved place when left out. */
  latitude: number | null;
  longitude: number | null;
}

export const helpNowApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in customer's latest help-now request (argument: their uuid), followed live. */
    getHelpNow: build.query<HelpNow | null, string>({
      queryFn: () => fetchHelpNow(),
      providesTags: ['HelpNow'],
      async onCacheEntryAdded(customerId, cache) {
        try {
          await cache.cacheDataLoaded;
        } catch {
          return;
        }
        const refresh = () => {
          void fetchHelpNow().then((result) => {
            if (!('error' in result)) cache.updateCachedData(() => result.data);
          });
        };
        const channel = supabase
          .channel(`help-now:${customerId}:${crypto.randomUUID()}`)
          .on(
            'postgres_changes',
            { event: '*', schema: 'public', table: 'help_now', filter: `customer=eq.${customerId}` },
            refresh,
          )
          .on(
            'postgres_changes',
            { event: '*', schema: 'public', table: 'messages', filter: `from=eq.${customerId}` },
            refresh,
          )
          .subscribe((status) => {
            if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) refresh();
          });
        await cache.cacheEntryRemoved;
        await supabase.removeChannel(channel);
      },
    }),

    /** Sends "Need help now" to the nearest available providers of the trade. */
    requestHelpNow: build.mutation<null, HelpNowArgs>({
      async queryFn({ customerId, job, details, latitude, longitude }) {
        const photos = await uploadRequestPhotos(customerId, details.photos);
        if ('error' in photos) return photos;
        const position = latitude !== null && longitude !== null ? { lat: latitude, lon: longitude } : {};
        const result = await run('ask for help now', () =>
          supabase.rpc('request_help_now', {
            job,
            description: details.description,
            photos: photos.data,
            ...position,
          }),
        );
        return 'error' in result ? result : { data: null };
      },
      invalidatesTags: ['HelpNow'],
    }),

    /** Withdraws the customer's help-now request in flight: every copy still open ends. */
    cancelHelpNow: build.mutation<null, null>({
      async queryFn() {
        const result = await run('withdraw help now', () => supabase.rpc('cancel_help_now'));
        return 'error' in result ? result : { data: null };
      },
      invalidatesTags: ['HelpNow'],
    }),

    /** Moves an overdue round on now (the database also does it whenever anyone's bell loads). */
    advanceHelpNow: build.mutation<null, null>({
      async queryFn() {
        const result = await run('move help now on', () => supabase.rpc('help_now_advance'));
        return 'error' in result ? result : { data: null };
      },
      invalidatesTags: ['HelpNow'],
    }),
  }),
});

export const { useGetHelpNowQuery, useRequestHelpNowMutation, useAdvanceHelpNowMutation, useCancelHelpNowMutation } =
  helpNowApi;
