import { t } from '../../../lib/i18n';
import { RECENT_REVIEW_SLOTS } from '../lib/recent-review-slots';

/** Cards of the reviews' size while they load, so nothing below them moves when they come. */
export function RecentReviewsSkeleton() {
  return (
    <div role="status" aria-label={t('reviews.recent.loading')}>
      <ul aria-hidden="true" className="mt-12 grid gap-6 md:grid-cols-3">
        {Array.from({ length: RECENT_REVIEW_SLOTS }, (_, index) => (
          <li
            key={index}
            className="h-56 animate-pulse rounded-2xl border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900"
          />
        ))}
      </ul>
    </div>
  );
}
