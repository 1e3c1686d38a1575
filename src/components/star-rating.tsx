import Star from 'lucide-react/icons/star';
import { t } from '../lib/i18n';
interface StarRatingProps {
  value: number;
  max?: number;
  size?: 'sm' | 'md';
  className?: string;
}

const EMPTY = 'fill-slate-200 text-slate-300 dark:fill-slate-700 dark:text-slate-600';
const FULL = 'fill-amber-400 text-amber-500';

function RatingStar({ fill, sizeClass }: { fill: 0 | 0.5 | 1; sizeClass: string }) {
  return (
    <span className={`relative inline-block ${sizeClass}`}>
      <Star
        aria-hidden="true"
        className={`absolute inset-0 ${sizeClass} ${fill === 1 ? FULL : EMPTY}`}
        strokeWidth={1.5}
      />
      {fill === 0.5 && (
        <span className="absolute inset-y-0 left-0 w-1/2 overflow-hidden">
          <Star aria-hidden="true" className={`${sizeClass} ${FULL}`} strokeWidth={1.5} />
        </span>
      )}
    </span>
  );
}

/** A read-only star rating to the nearest half star, announced as "Rated 4.5 out of 5". */
export function StarRating({ value, max = 5, size = 'sm', className = '' }: StarRatingProps) {
  const halves = Math.max(0, Math.min(max * 2, Math.round(value * 2)));
  const sizeClass = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <span
      role="img"
      aria-label={t('common.starRating.ratedOutOf', { value: String(halves / 2), max: String(max) })}
      className={`inline-flex gap-0.5 ${className}`}
    >
      {Array.from({ length: max }, (_, index) => (
        <RatingStar
          key={index}
          fill={halves >= (index + 1) * 2 ? 1 : halves === index * 2 + 1 ? 0.5 : 0}
          sizeClass={sizeClass}
        />
      ))}
    </span>
  );
}
