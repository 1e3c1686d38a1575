import type { ReactNode } from 'react';
import { StarRating } from '../../../components/star-rating';
import type { PublicReview } from '../lib/review';
import { formatDate, t } from '../../../lib/i18n';

function ReviewDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' })}</time>;
}

interface ReviewItemProps {
  review: PublicReview;
  providerName: string;
  /** The provider's Reply / Edit reply controls on their dashboard. */
  replyTools?: ReactNode;
}

/** One review: reviewer, "Verified customer", stars, date, text, and the provider's reply under it. */
export function ReviewItem({ review, providerName, replyTools }: ReviewItemProps) {
  return (
    <article className="py-4" aria-label={t('reviews.reviewItem.reviewBy', { reviewerName: review.reviewerName })}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold text-slate-900 dark:text-white">{review.reviewerName}</span>
        <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-500/30">
          {t('reviews.reviewItem.verifiedCustomer')}
        </span>
      </div>
      <div className="mt-1 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <StarRating value={review.rating} />
        <ReviewDate iso={review.createdAt} />
      </div>
      {review.body && (
        <p className="mt-2 whitespace-pre-line break-words text-slate-800 dark:text-slate-200">{review.body}</p>
      )}
      {review.reply && (
        <div className="mt-3 rounded-xl border-l-4 border-brand-400 bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
          <p className="text-sm font-semibold text-slate-900 dark:text-white">
            {t('reviews.reviewItem.replyFrom')} {providerName}
            {review.repliedAt && (
              <span className="ml-2 font-normal text-slate-600 dark:text-slate-400">
                <ReviewDate iso={review.repliedAt} />
              </span>
            )}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800 dark:text-slate-200">
            {review.reply}
          </p>
        </div>
      )}
      {replyTools}
    </article>
  );
}
