import { useEffect, useId, useMemo } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { labelClasses } from '../../../components/form/field-styles';
import { MAX_REQUEST_PHOTOS } from '../../../lib/pictures/request-photos';
import { formatNumber, t } from '../../../lib/i18n';

interface PhotoPickerProps {
  files: File[];
  error?: string | undefined;
  onChange: (files: File[]) => void;
}

/** Up to three photos of what is wrong, previewed before sending; each can be taken out again. */
export function PhotoPicker({ files, error, onChange }: PhotoPickerProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const full = files.length >= MAX_REQUEST_PHOTOS;
  return (
    <div>
      <label htmlFor={inputId} className={labelClasses}>
        {t('providers.requestForm.photos')}
      </label>
      <p id={hintId} className="mb-2 text-sm text-slate-600 dark:text-slate-400">
        {t('providers.requestForm.photosHint', { max: formatNumber(MAX_REQUEST_PHOTOS) })}
      </p>
      {files.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2">
          {files.map((file, index) => (
            <li key={`${file.name}-${String(index)}`} className="relative">
              <img
                src={previews[index]}
                alt={t('common.requestPhotos.photo', { number: index + 1 })}
                className="size-20 rounded-lg object-cover ring-1 ring-slate-200 dark:ring-slate-700"
              />
              <button
                type="button"
                onClick={() => {
                  onChange(files.filter((_, at) => at !== index));
                }}
                aria-label={t('providers.requestForm.removePhoto', { number: index + 1 })}
                className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-white ring-2 ring-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-slate-100 dark:text-slate-900 dark:ring-slate-900"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        disabled={full}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          event.target.value = '';
          onChange([...files, ...chosen]);
        }}
        className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 file:py-2 file:font-medium file:text-slate-900 hover:file:bg-slate-200 disabled:opacity-60 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
