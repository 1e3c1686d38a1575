import { useId } from 'react';
import { starsText } from '../../../lib/format-rating';
import { t } from '../../../lib/i18n';

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z';

interface StarInputProps {
  name: string;
  legend: string;
  value: number | null;
  onChange: (stars: number) => void;
  onBlur?: () => void;
  /** The id of the error text under the stars, when there is one. */
  errorId?: string | undefined;
}

/**
 * A 1-5 star choice: a native radio group (arrow keys move and choose, each star is announced as
 * "3 stars of 5"), drawn as stars filled up to the choice.
 */
export function StarInput({ name, legend, value, onChange, onBlur, errorId }: StarInputProps) {
  const baseId = useId();
  return (
    <fieldset aria-describedby={errorId} aria-invalid={errorId ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="mt-2 flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((stars) => {
          const id = `${baseId}-${String(stars)}`;
          const filled = value !== null && stars <= value;
          return (
            <span key={stars} className="relative">
              <input
                id={id}
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => {
                  onChange(stars);
                }}
                onBlur={onBlur}
                aria-label={starsText(stars)}
                className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
              />
              <span
                aria-hidden="true"
                className="pointer-events-none block rounded-lg p-1 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 dark:peer-focus-visible:outline-brand-400"
              >
                <svg
                  viewBox="0 0 24 24"
                  className={`size-9 ${filled ? 'fill-amber-400 text-amber-600' : 'fill-white text-slate-400 dark:fill-slate-800 dark:text-slate-500'}`}
                >
                  <path d={STAR_PATH} stroke="currentColor" strokeWidth="1.25" strokeLinejoin="round" />
                </svg>
              </span>
            </span>
          );
        })}
        <span className="ml-2 text-sm text-slate-700 dark:text-slate-300" aria-hidden="true">
          {value ? starsText(value) : t('reviews.starInput.noStarsChosen')}
        </span>
      </div>
    </fieldset>
  );
}
