import Star from 'lucide-react/icons/star';
import { useId } from 'react';
import { starsText } from '../../../lib/format-rating';
import { t } from '../../../lib/i18n';

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
                <Star
                  className={`size-9 ${filled ? 'fill-amber-400 text-amber-600' : 'fill-white text-slate-400 dark:fill-slate-800 dark:text-slate-500'}`}
                  strokeWidth={1.25}
                />
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
