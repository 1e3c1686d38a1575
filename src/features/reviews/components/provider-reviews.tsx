import { useId } from 'react';
import { Spinner } from '../../../components/spinner';
import { toApiError } from '../../../lib/api/api-error';
import { useGetRatingSummaryQuery } from '../api/reviews-api';
import { RatingSummary } from './rating-summary';
import { ReviewList } from './review-list';
import { t } from '../../../lib/i18n';

interface ProviderReviewsProps {
  providerId: string;
  providerName: string;
}

/** Everyone's view of a provider's reviews: the summary with a bar per star, then the newest reviews. */
export function ProviderReviews({ providerId, providerName }: ProviderReviewsProps) {
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
            <ReviewList key={providerId} providerId={providerId} providerName={providerName} />
          )}
        </>
      )}
    </section>
  );
}
