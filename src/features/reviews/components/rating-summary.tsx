import { StarRating } from '../../../components/star-rating';
import { ratingText } from '../../../lib/format-rating';
import type { RatingSummary as Summary } from '../lib/review';
import { t, tp } from '../../../lib/i18n';

/** The average with its stars and count, and one bar per star (5 to 1); "New on Mistri" without reviews. */
export function RatingSummary({ summary, name }: { summary: Summary; name: string }) {
  if (summary.count === 0 || summary.average === null) {
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
        <span className="font-semibold text-slate-900 dark:text-white">{t('reviews.ratingSummary.newOnMistri')}</span>{' '}
        {t('reviews.ratingSummary.noReviewsYet', { name })}
      </p>
    );
  }
  const { count, average, stars } = summary;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
      <div className="flex shrink-0 flex-col items-start gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">{average.toFixed(1)}</span>
        <StarRating value={average} size="md" />
        <span className="text-sm text-slate-600 dark:text-slate-400">{ratingText(count, average)}</span>
      </div>
      <ul
        className="grid w-full grid-cols-[max-content_1fr_max-content] gap-x-2 gap-y-1.5"
        aria-label={t('reviews.ratingSummary.reviewsPerStar')}
      >
        {[5, 4, 3, 2, 1].map((star) => {
          const n = stars[star - 1] ?? 0;
          const share = count > 0 ? Math.round((n / count) * 100) : 0;
          return (
            <li key={star} className="col-span-3 grid grid-cols-subgrid items-center text-sm">
              <span className="whitespace-nowrap text-slate-700 dark:text-slate-300">
                {tp('reviews.stars', star)}
                <span className="sr-only">: {tp('reviews.count', n)}</span>
              </span>
              <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${String(share)}%` }} />
              </span>
              <span aria-hidden="true" className="min-w-8 text-right tabular-nums text-slate-600 dark:text-slate-400">
                {n}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
