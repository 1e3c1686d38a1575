import { useId, type ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { useGetRatingSummaryQuery } from '../api/reviews-api';
import { ReplyTools } from './reply-tools';
import { ReviewList } from './review-list';
import { t } from '../../../lib/i18n';
import type { PublicReview } from '../lib/review';

interface ProviderReviewInboxProps {
  providerId: string;
  providerName: string;
  /** Controls under each review beside Reply, such as "Report". */
  reviewActions?: (review: PublicReview) => ReactNode;
}

/** The provider's own reviews on their dashboard, newest first, each with Reply / Edit reply. */
export function ProviderReviewInbox({ providerId, providerName, reviewActions }: ProviderReviewInboxProps) {
  const titleId = useId();
  const summary = useGetRatingSummaryQuery(providerId);
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white px-4 py-4 shadow-sm sm:px-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('reviews.providerReviewInbox.title')}
      </h2>
      {summary.isLoading ? (
        <Spinner size="sm" label={t('reviews.loadingReviews')} />
      ) : summary.data && summary.data.count > 0 ? (
        <ReviewList
          providerId={providerId}
          providerName={providerName || 'you'}
          replyTools={(review) => (
            <>
              <ReplyTools key={`${String(review.id)}:${review.reply ?? ''}`} review={review} providerId={providerId} />
              {reviewActions && <div className="mt-2">{reviewActions(review)}</div>}
            </>
          )}
        />
      ) : (
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('reviews.providerReviewInbox.empty')}</p>
      )}
    </section>
  );
}
