import { t } from '../lib/i18n';
interface StarRatingProps {
  value: number;
  max?: number;
  size?: 'sm' | 'md';
  className?: string;
}

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z';

const EMPTY = 'fill-slate-200 text-slate-300 dark:fill-slate-700 dark:text-slate-600';
const FULL = 'fill-amber-400 text-amber-500';

function Star({ fill, sizeClass }: { fill: 0 | 0.5 | 1; sizeClass: string }) {
  return (
    <span className={`relative inline-block ${sizeClass}`}>
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={`absolute inset-0 ${sizeClass} ${fill === 1 ? FULL : EMPTY}`}
      >
        <path d={STAR_PATH} stroke="currentColor" strokeWidth="1" strokeLinejoin="round" />
      </svg>
      {fill === 0.5 && (
        <span className="absolute inset-y-0 left-0 w-1/2 overflow-hidden">
          <svg viewBox="0 0 24 24" aria-hidden="true" className={`${sizeClass} ${FULL}`}>
            <path d={STAR_PATH} stroke="currentColor" strokeWidth="1" strokeLinejoin="round" />
          </svg>
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
        <Star
          key={index}
          fill={halves >= (index + 1) * 2 ? 1 : halves === index * 2 + 1 ? 0.5 : 0}
          sizeClass={sizeClass}
        />
      ))}
    </span>
  );
}
