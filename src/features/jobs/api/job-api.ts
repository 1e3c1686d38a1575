import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { run, type ApiError } from '../../../lib/api/api-error';
import { baseApi } from '../../../lib/api/base-api';
import { t } from '../../../lib/i18n';
import { supabase } from '../../../lib/supabase';
import {
  JOB_PROGRESS_COLUMNS,
  toJobProgress,
  type CancelReason,
  type JobProgress,
  type JobProgressFields,
} from '../lib/job';

type Result<T> = { data: T } | { error: ApiError };

async function fetchJob(messageId: number): Promise<Result<JobProgress | null>> {
  const result = await run('load the job', () =>
    supabase.from('job_progress').select(JOB_PROGRESS_COLUMNS).eq('message_id', messageId).maybeSingle(),
  );
  if ('error' in result) return result;
  return { data: result.data ? toJobProgress(result.data) : null };
}

export interface CancelJobArgs {
  messageId: number;
  reason: CancelReason;
  note: string;
}

export const jobApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Where the job of an accepted connection stands (null: still on), followed live. */
    getJob: build.query<JobProgress | null, number>({
      queryFn: (messageId) => fetchJob(messageId),
      providesTags: (_result, _error, messageId) => [{ type: 'Job', id: messageId }],
      async onCacheEntryAdded(messageId, cache) {
        try {
          await cache.cacheDataLoaded;
        } catch {
          return;
        }
        const refresh = () => {
          void fetchJob(messageId).then((result) => {
            if (!('error' in result)) cache.updateCachedData(() => result.data);
          });
        };
        const channel = supabase
          .channel(`job:${String(messageId)}:${crypto.randomUUID()}`)
          .on(
            'postgres_changes',
            { event: '*', schema: 'public', table: 'job_progress', filter: `message_id=eq.${String(messageId)}` },
            refresh,
          )
          .subscribe((status) => {
            if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) refresh();
          });
        await cache.cacheEntryRemoved;
        await supabase.removeChannel(channel);
      },
    }),

    markJobDone: build.mutation<JobProgress, number>({
      queryFn: (messageId) => step('mark the job done', () => supabase.rpc('mark_job_done', { message_id: messageId })),
      invalidatesTags: (_result, _error, messageId) => [{ type: 'Job', id: messageId }, 'ProviderStats'],
    }),

    confirmJobDone: build.mutation<JobProgress, number>({
      queryFn: (messageId) =>
        step('confirm the job', () => supabase.rpc('confirm_job_done', { message_id: messageId })),
      invalidatesTags: (_result, _error, messageId) => [{ type: 'Job', id: messageId }, 'ProviderStats'],
    }),

    disputeJobDone: build.mutation<JobProgress, number>({
      queryFn: (messageId) =>
        step('dispute the job', () => supabase.rpc('dispute_job_done', { message_id: messageId })),
      invalidatesTags: (_result, _error, messageId) => [{ type: 'Job', id: messageId }],
    }),

    cancelJob: build.mutation<JobProgress, CancelJobArgs>({
      queryFn: ({ messageId, reason, note }) =>
        step('cancel the job', () =>
          supabase.rpc('cancel_job', { message_id: messageId, reason, note: note.trim() || undefined }),
        ),
      invalidatesTags: (_result, _error, { messageId }) => [{ type: 'Job', id: messageId }],
    }),
  }),
});

/** Runs one job step; the database answers with the job's row as it now stands. */
async function step(
  context: string,
  call: () => PromiseLike<{ data: JobProgressFields | null; error: unknown }>,
): Promise<Result<JobProgress>> {
  const result = await run(context, call);
  if ('error' in result) return result;
  return result.data ? { data: toJobProgress(result.data) } : { error: { message: t('common.errors.generic') } };
}

export const {
  useGetJobQuery,
  useMarkJobDoneMutation,
  useConfirmJobDoneMutation,
  useDisputeJobDoneMutation,
  useCancelJobMutation,
} = jobApi;
