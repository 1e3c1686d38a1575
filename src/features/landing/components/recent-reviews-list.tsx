import { Link } from 'react-router-dom';
import { StarRating } from '../../../components/star-rating';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api/api-error';
import { formatNumber, formatRelativeTime, t, useLocale, type MessageKey } from '../../../lib/i18n';
import { useGetRecentReviewsQuery } from '../api/landing-api';
import type { RecentReview } from '../lib/recent-review';
import { RECENT_REVIEW_SLOTS } from '../lib/recent-review-slots';
import { RecentReviewsSkeleton } from './recent-reviews-skeleton';

const JOBS: Record<string, MessageKey> = { Plumber: 'common.jobs.plumber', Electrician: 'common.jobs.electrician' };

function ReviewCard({ review }: { review: RecentReview }) {
  const job = JOBS[review.job];
  // People's own words and names are shown as written (data-user-content: not interface text).
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900">
      <figure className="flex flex-1 flex-col">
        <StarRating value={review.rating} />
        <span className="sr-only">{t('reviews.recent.rated', { rating: formatNumber(review.rating) })}</span>
        <blockquote data-user-content className="mt-3 flex-1 break-words text-slate-700 dark:text-slate-200">
          “{review.body}”
        </blockquote>
        <figcaption className="mt-6 text-sm">
          <span className="block font-semibold text-slate-900 dark:text-white">
            <span data-user-content>{review.reviewerName}</span>
            <span className="font-normal text-slate-600 dark:text-slate-400">
              {' · '}
              {t('reviews.recent.verifiedCustomer')}
            </span>
          </span>
          <span className="block text-slate-600 dark:text-slate-400">
            {t('reviews.recent.about')}{' '}
            <Link
              to={`${paths.serviceProviders}?provider=${review.providerId}`}
              data-user-content
              className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-400"
            >
              {review.providerName}
            </Link>
            {job && ` · ${t(job)}`}
            {review.locality && (
              <>
                {' · '}
                <span data-user-content>{review.locality}</span>
              </>
            )}
          </span>
          <span className="block text-slate-500 dark:text-slate-400">
            <time dateTime={review.createdAt}>{formatRelativeTime(review.createdAt)}</time>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

/** The newest 4- and 5-star reviews (this module brings the API client; the landing page loads it on sight). */
export default function RecentReviewsList() {
  useLocale();
  const { data, error, isLoading, refetch, isFetching } = useGetRecentReviewsQuery(RECENT_REVIEW_SLOTS, {
    refetchOnReconnect: true,
  });
  if (isLoading) return <RecentReviewsSkeleton />;
  if (error) {
    return (
      <div role="alert" className="mt-12 text-center text-slate-700 dark:text-slate-300">
        <p>{t('reviews.recent.loadFailed', { message: toApiError(error).message })}</p>
        <button
          type="button"
          disabled={isFetching}
          onClick={() => void refetch()}
          className="mt-3 font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-400"
        >
          {t('common.actions.tryAgain')}
        </button>
      </div>
    );
  }
  if (!data?.length) {
    return <p className="mt-12 text-center text-slate-600 dark:text-slate-400">{t('reviews.recent.none')}</p>;
  }
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {data.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </ul>
  );
}
