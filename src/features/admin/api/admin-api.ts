import type { Session } from '@supabase/supabase-js';
import { baseApi } from '../../../lib/api/base-api';
import { run } from '../../../lib/api/api-error';
import { supabase } from '../../../lib/supabase';
import {
  AUDIT_PAGE,
  HIDDEN_PAGE,
  toAdminProviders,
  toAuditEntries,
  toHiddenReviews,
  toReportGroups,
  type AdminAccess,
  type AdminProvider,
  type AuditEntry,
  type HiddenReview,
  type ReportDecision,
  type ReportGroup,
  type ReportTarget,
} from '../lib/admin-types';

/**
 * Whether this session may open the console. Only a hint for the screen: every admin function and
 * policy checks is_admin() (the role and aal2) in the database.
 */
async function readAccess(): Promise<{ data: AdminAccess } | { error: { message: string; code?: string } }> {
  const session = await run<{ session: Session | null }>('Check admin access', () => supabase.auth.getSession());
  if ('error' in session) return session;
  const user = session.data.session?.user;
  if (!user) return { data: { kind: 'signed-out' } };
  if (user.app_metadata.role !== 'admin') return { data: { kind: 'not-admin' } };
  const level = await run('Check two-step sign-in', () => supabase.auth.mfa.getAuthenticatorAssuranceLevel());
  if ('error' in level) return level;
  if (level.data?.currentLevel === 'aal2') return { data: { kind: 'ready' } };
  return { data: { kind: level.data?.nextLevel === 'aal2' ? 'needs-code' : 'needs-factor' } };
}

export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the signed-in account's id (or null), so a sign-in or sign-out asks again. */
    getAdminAccess: build.query<AdminAccess, string | null>({
      queryFn: readAccess,
      providesTags: ['SecondFactors'],
    }),

    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's way to say "no argument"
    getReportQueue: build.query<ReportGroup[], void>({
      async queryFn() {
        const result = await run('Load the report queue', () => supabase.rpc('admin_report_queue'));
        return 'error' in result ? result : { data: toReportGroups(result.data ?? []) };
      },
      providesTags: ['Admin'],
    }),

    decideReport: build.mutation<
      number,
      { targetType: ReportTarget; targetId: string; decision: ReportDecision; reason: string }
    >({
      async queryFn({ targetType, targetId, decision, reason }) {
        const result = await run('Decide reports', () =>
          supabase.rpc('admin_decide_report', {
            target_type: targetType,
            target_id: targetId,
            decision,
            reason: reason.trim(),
          }),
        );
        return 'error' in result ? result : { data: result.data ?? 0 };
      },
      invalidatesTags: ['Admin'],
    }),

    /** One page of hidden reviews before review `before` (null: the newest). */
    getHiddenReviews: build.query<HiddenReview[], number | null>({
      async queryFn(before) {
        const result = await run('Load hidden reviews', () =>
          supabase.rpc('admin_hidden_reviews', { max: HIDDEN_PAGE, ...(before === null ? {} : { before_id: before }) }),
        );
        return 'error' in result ? result : { data: toHiddenReviews(result.data ?? []) };
      },
      providesTags: ['Admin'],
    }),

    setReviewHidden: build.mutation<null, { reviewId: number; hidden: boolean; reason: string }>({
      async queryFn({ reviewId, hidden, reason }) {
        const result = await run('Hide or restore a review', () =>
          supabase.rpc('admin_set_review_hidden', { review_id: reviewId, hidden, reason: reason.trim() }),
        );
        return 'error' in result ? result : { data: null };
      },
      invalidatesTags: ['Admin', 'Reviews', 'Ratings'],
    }),

    findProviders: build.query<AdminProvider[], string>({
      async queryFn(q) {
        const result = await run('Find providers', () => supabase.rpc('admin_find_providers', { q }));
        return 'error' in result ? result : { data: toAdminProviders(result.data ?? []) };
      },
      providesTags: ['Admin'],
    }),

    setProviderSuspended: build.mutation<null, { providerId: string; suspended: boolean; reason: string }>({
      async queryFn({ providerId, suspended, reason }) {
        const result = await run('Suspend or reinstate a provider', () =>
          supabase.rpc('admin_set_provider_suspended', { provider: providerId, suspended, reason: reason.trim() }),
        );
        return 'error' in result ? result : { data: null };
      },
      invalidatesTags: ['Admin', 'Providers', 'Nearby', 'Provider'],
    }),

    /** One page of the audit log before entry `before` (null: the newest). */
    getAuditLog: build.query<AuditEntry[], number | null>({
      async queryFn(before) {
        const result = await run('Load the audit log', () =>
          supabase.rpc('admin_audit_entries', { max: AUDIT_PAGE, ...(before === null ? {} : { before_id: before }) }),
        );
        return 'error' in result ? result : { data: toAuditEntries(result.data ?? []) };
      },
      providesTags: ['Admin'],
    }),
  }),
});

export const {
  useGetAdminAccessQuery,
  useGetReportQueueQuery,
  useDecideReportMutation,
  useGetHiddenReviewsQuery,
  useSetReviewHiddenMutation,
  useFindProvidersQuery,
  useSetProviderSuspendedMutation,
  useGetAuditLogQuery,
} = adminApi;
