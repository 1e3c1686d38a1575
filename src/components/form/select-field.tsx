import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldError } from './field-error';
import { inputClasses, labelClasses } from './field-styles';

interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled select with its error text; spread react-hook-form's `register()` into it. */
export function SelectField({ label, error, id, className = '', children, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={labelClasses}>
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClasses(Boolean(error), 'appearance-auto pr-8')}
        {...select}
      >
        {children}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
