import { run } from '../../../lib/api/api-error';
import { baseApi } from '../../../lib/api/base-api';
import { supabase } from '../../../lib/supabase';
import type { RecentReview } from '../lib/recent-review';
import { toRecentReview } from '../lib/recent-review';

export const landingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The newest praise from verified customers, one review per provider. */
    getRecentReviews: build.query<RecentReview[], number>({
      queryFn: async (max) => {
        const result = await run('load recent reviews', () => supabase.rpc('recent_reviews', { max }));
        return 'error' in result ? result : { data: (result.data ?? []).map(toRecentReview) };
      },
    }),
  }),
});

export const { useGetRecentReviewsQuery } = landingApi;
