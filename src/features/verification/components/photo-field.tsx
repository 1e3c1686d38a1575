import { useEffect, useId, useState } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { inputClasses, labelClasses } from '../../../components/form/field-styles';

/** A labelled photo input with a small preview of the chosen photo. */
export function PhotoField({
  label,
  error,
  file,
  onChange,
  capture,
}: {
  label: string;
  error?: string | undefined;
  file: File | null;
  onChange: (file: File | null) => void;
  /** "user" opens the front camera on phones (the selfie). */
  capture?: 'user' | 'environment';
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
    };
  }, [file]);

  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        {...(capture ? { capture } : {})}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClasses(
          Boolean(error),
          'file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-medium dark:file:bg-slate-800 dark:file:text-slate-200',
        )}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
        }}
      />
      {preview && (
        <img
          src={preview}
          alt=""
          className="mt-2 h-24 w-auto rounded-lg border border-slate-200 object-cover dark:border-slate-700"
        />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
