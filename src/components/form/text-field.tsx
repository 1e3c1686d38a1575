import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldError } from './field-error';
import { inputClasses, labelClasses } from './field-styles';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  error?: string | undefined;
  /** Extra help under the field. */
  hint?: ReactNode;
  /** Content placed inside the input on the right (a toggle or clear button). */
  trailing?: ReactNode;
}

/** A labelled input with its error text; spread react-hook-form's `register()` into it. */
export function TextField({ label, error, hint, trailing, id, className = '', ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClasses(Boolean(error), trailing ? 'pr-12' : '')}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
