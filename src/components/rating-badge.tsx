import { ratingText } from '../lib/format-rating';
import { StarRating } from './star-rating';
import { t } from '../lib/i18n';

interface RatingBadgeProps {
  count: number;
  average: number | null;
  size?: 'sm' | 'md';
  className?: string;
}

/** A provider's real rating ("4.6 · 23 reviews" with matching stars), or "New on Mistri". */
export function RatingBadge({ count, average, size = 'sm', className = '' }: RatingBadgeProps) {
  if (count === 0 || average === null) {
    return (
      <span
        className={`inline-flex items-center rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 dark:bg-brand-900/40 dark:text-brand-100 dark:ring-brand-700 ${className}`}
      >
        {t('common.ratingBadge.newOnMistri')}
      </span>
    );
  }
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`}>
      <StarRating value={average} size={size} />
      <span
        className={`${size === 'sm' ? 'text-xs' : 'text-sm'} font-medium text-slate-700 tabular-nums dark:text-slate-300`}
      >
        {ratingText(count, average)}
      </span>
    </span>
  );
}
