import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { toApiError } from '../../../lib/api/api-error';
import { useGetProviderReviewsQuery } from '../api/reviews-api';
import type { PublicReview } from '../lib/review';
import { ReviewItem } from './review-item';
import { t } from '../../../lib/i18n';

interface ReviewListProps {
  providerId: string;
  providerName: string;
  replyTools?: (review: PublicReview) => ReactNode;
}

interface PageProps extends ReviewListProps {
  beforeId: number | null;
  last: boolean;
  onMore: (beforeId: number) => void;
}

function ReviewPageView({ providerId, providerName, replyTools, beforeId, last, onMore }: PageProps) {
  const page = useGetProviderReviewsQuery({ providerId, beforeId });
  if (page.isLoading) {
    return (
      <li className="py-4">
        <Spinner size="sm" label={t('reviews.loadingReviews')} />
      </li>
    );
  }
  if (page.isError || !page.data) {
    return (
      <li role="alert" className="py-4 text-sm text-red-700 dark:text-red-400">
        {t('reviews.reviewList.loadFailed')} {toApiError(page.error).message}{' '}
        <button type="button" className="font-medium underline" onClick={() => void page.refetch()}>
          {t('common.actions.tryAgain')}
        </button>
      </li>
    );
  }
  const { reviews, hasMore } = page.data;
  const oldest = reviews[reviews.length - 1];
  return (
    <>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewItem review={review} providerName={providerName} replyTools={replyTools?.(review)} />
        </li>
      ))}
      {last && hasMore && oldest && (
        <li className="py-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              onMore(oldest.id);
            }}
          >
            {t('common.actions.loadMore')}
          </Button>
        </li>
      )}
    </>
  );
}

/** A provider's reviews, newest first, ten at a time with "Load more". */
export function ReviewList(props: ReviewListProps) {
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {cursors.map((beforeId, index) => (
        <ReviewPageView
          key={beforeId ?? 'newest'}
          {...props}
          beforeId={beforeId}
          last={index === cursors.length - 1}
          onMore={(id) => {
            setCursors((current) => [...current, id]);
          }}
        />
      ))}
    </ul>
  );
}
