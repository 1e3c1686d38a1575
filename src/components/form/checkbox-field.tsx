import { useId, type ComponentPropsWithRef } from 'react';

interface CheckboxFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: string;
}

export function CheckboxField({ label, id, className = '', ...input }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <input
        id={inputId}
        type="checkbox"
        className="size-4 rounded border-slate-400 accent-brand-700 dark:accent-brand-500"
        {...input}
      />
      <label htmlFor={inputId} className="text-sm text-slate-700 dark:text-slate-300">
        {label}
      </label>
    </div>
  );
}
