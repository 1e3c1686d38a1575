import { run } from '../../../lib/api/api-error';
import { baseApi } from '../../../lib/api/base-api';
import { supabase } from '../../../lib/supabase';
import {
  REVIEWS_PAGE,
  toPublicReview,
  toSummary,
  type OwnReview,
  type PublicReview,
  type RatingSummary,
} from '../lib/review';
import { watchProviderReviews } from './reviews-live';
import { t } from '../../../lib/i18n';

export interface ReviewPageKey {
  providerId: string;
  /** Reviews older than this id; null for the newest page. */
  beforeId: number | null;
}

export interface ReviewPage {
  reviews: PublicReview[];
  hasMore: boolean;
}

export interface NewReview {
  messageId: number;
  providerId: string;
  rating: number;
  body: string;
}

/** How many rows a counted write changed (a review's columns are not all readable, so none come back). */
async function changedRows(write: PromiseLike<{ count: number | null; error: unknown }>) {
  const { count, error } = await write;
  return { data: count ?? 0, error };
}

const ratingsTag = (providerId: string) => ({ type: 'Ratings' as const, id: providerId });
const reviewsTag = (providerId: string) => ({ type: 'Reviews' as const, id: providerId });
const ownTag = (messageId: number) => ({ type: 'MyReview' as const, id: messageId });

export const reviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Count, average and the count of each star for one provider. */
    getRatingSummary: build.query<RatingSummary, string>({
      queryFn: async (providerId) => {
        const result = await run('load rating summary', () =>
          supabase.rpc('provider_rating_summary', { provider: providerId }),
        );
        return 'error' in result ? result : { data: toSummary(result.data?.[0]) };
      },
      providesTags: (_result, _error, providerId) => [ratingsTag(providerId)],
    }),

    /** One page of a provider's reviews, newest first. */
    getProviderReviews: build.query<ReviewPage, ReviewPageKey>({
      queryFn: async ({ providerId, beforeId }) => {
        const result = await run('load reviews', () =>
          supabase.rpc('provider_reviews', {
            provider: providerId,
            max: REVIEWS_PAGE + 1,
            ...(beforeId === null ? {} : { before_id: beforeId }),
          }),
        );
        if ('error' in result) return result;
        const rows = (result.data ?? []).map(toPublicReview);
        return { data: { reviews: rows.slice(0, REVIEWS_PAGE), hasMore: rows.length > REVIEWS_PAGE } };
      },
      providesTags: (_result, _error, { providerId }) => [reviewsTag(providerId)],
    }),

    /** Keeps a provider's reviews and rating live while someone (their dashboard) watches. */
    watchReviews: build.query<true, string>({
      queryFn: () => ({ data: true }),
      async onCacheEntryAdded(providerId, cache) {
        await cache.cacheDataLoaded;
        const stop = watchProviderReviews(providerId, () => {
          cache.dispatch(baseApi.util.invalidateTags([ratingsTag(providerId), reviewsTag(providerId), 'Ratings']));
        });
        await cache.cacheEntryRemoved;
        await stop();
      },
    }),

    /** The signed-in customer's review of one connection, or null. */
    getOwnReview: build.query<OwnReview | null, number>({
      queryFn: async (messageId) => {
        // Through my_review(): the API does not expose a review's connection or author.
        const result = await run('load your review', () => supabase.rpc('my_review', { request_id: messageId }));
        if ('error' in result) return result;
        const row = result.data?.[0];
        return { data: row ? { id: row.id, rating: row.rating, body: row.body, createdAt: row.created_at } : null };
      },
      providesTags: (_result, _error, messageId) => [ownTag(messageId)],
    }),

    createReview: build.mutation<null, NewReview>({
      queryFn: async ({ messageId, providerId, rating, body }) => {
        // The author is the signed-in customer (the column's default); no account id is sent.
        const result = await run('save review', () =>
          supabase.from('reviews').insert({ message_id: messageId, provider: providerId, rating, body }),
        );
        return 'error' in result ? result : { data: null };
      },
      invalidatesTags: (_result, _error, { messageId, providerId }) => [
        ownTag(messageId),
        ratingsTag(providerId),
        reviewsTag(providerId),
        'Ratings',
      ],
    }),

    updateReview: build.mutation<
      null,
      { id: number; messageId: number; providerId: string; rating: number; body: string }
    >({
      queryFn: async ({ id, rating, body }) => {
        // Counted rather than returned: the API may not read a review's every column back.
        const result = await run('update review', () =>
          changedRows(supabase.from('reviews').update({ rating, body }, { count: 'exact' }).eq('id', id)),
        );
        if ('error' in result) return result;
        if (result.data === 0) {
          return { error: { message: t('reviews.errors.editWindow'), code: 'expired' } };
        }
        return { data: null };
      },
      invalidatesTags: (_result, _error, { messageId, providerId }) => [
        ownTag(messageId),
        ratingsTag(providerId),
        reviewsTag(providerId),
        'Ratings',
      ],
    }),

    /** The provider's answer to a review of themself (empty text removes it). */
    replyToReview: build.mutation<null, { id: number; providerId: string; reply: string }>({
      queryFn: async ({ id, reply }) => {
        const text = reply.trim();
        const result = await run('save reply', () =>
          changedRows(
            supabase
              .from('reviews')
              .update({ reply: text === '' ? null : text }, { count: 'exact' })
              .eq('id', id),
          ),
        );
        if ('error' in result) return result;
        if (result.data === 0) return { error: { message: t('reviews.errors.replyOwnOnly') } };
        return { data: null };
      },
      invalidatesTags: (_result, _error, { providerId }) => [reviewsTag(providerId)],
    }),
  }),
});

export const {
  useGetRatingSummaryQuery,
  useGetProviderReviewsQuery,
  useWatchReviewsQuery,
  useGetOwnReviewQuery,
  useCreateReviewMutation,
  useUpdateReviewMutation,
  useReplyToReviewMutation,
} = reviewsApi;
