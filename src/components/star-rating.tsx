interface StarRatingProps {
  value: number;
  max?: number;
  size?: 'sm' | 'md';
  className?: string;
}

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z';

/** A read-only star rating, announced as "Rated 4 out of 5". */
export function StarRating({ value, max = 5, size = 'sm', className = '' }: StarRatingProps) {
  const rounded = Math.max(0, Math.min(max, Math.round(value)));
  const star = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <span role="img" aria-label={`Rated ${rounded} out of ${max}`} className={`inline-flex gap-0.5 ${className}`}>
      {Array.from({ length: max }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={`${star} ${index < rounded ? 'fill-amber-400 text-amber-500' : 'fill-slate-200 text-slate-300 dark:fill-slate-700 dark:text-slate-600'}`}
        >
          <path d={STAR_PATH} stroke="currentColor" strokeWidth="1" strokeLinejoin="round" />
        </svg>
      ))}
    </span>
  );
}
