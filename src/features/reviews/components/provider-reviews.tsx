import { useId, type ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { toApiError } from '../../../lib/api/api-error';
import { useGetRatingSummaryQuery } from '../api/reviews-api';
import type { PublicReview } from '../lib/review';
import { RatingSummary } from './rating-summary';
import { ReviewList } from './review-list';
import { t } from '../../../lib/i18n';

interface ProviderReviewsProps {
  providerId: string;
  providerName: string;
  /** Shown under each review, e.g. another feature's "Report". */
  reviewActions?: (review: PublicReview) => ReactNode;
}

/** Everyone's view of a provider's reviews: the summary with a bar per star, then the newest reviews. */
export function ProviderReviews({ providerId, providerName, reviewActions }: ProviderReviewsProps) {
  const summary = useGetRatingSummaryQuery(providerId);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('reviews.providerReviews.title')}
      </h2>
      {summary.isLoading ? (
        <Spinner size="sm" label={t('reviews.providerReviews.loadingRating')} />
      ) : summary.isError || !summary.data ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('reviews.providerReviews.loadFailed')} {toApiError(summary.error).message}
        </p>
      ) : (
        <>
          <RatingSummary summary={summary.data} name={providerName} />
          {summary.data.count > 0 && (
            <ReviewList
              key={providerId}
              providerId={providerId}
              providerName={providerName}
              replyTools={reviewActions}
            />
          )}
        </>
      )}
    </section>
  );
}
