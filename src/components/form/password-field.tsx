import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';
import { t } from '../../lib/i18n';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** Controlled visibility, for forms where one toggle shows several password fields. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
}

/** A password input with a show/hide toggle. */
export function PasswordField({ visible, onVisibleChange, ...field }: PasswordFieldProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const shown = visible ?? ownVisible;
  const toggle = () => {
    if (onVisibleChange) onVisibleChange(!shown);
    else setOwnVisible(!shown);
  };
  return (
    <TextField
      {...field}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={toggle}
          aria-label={
            shown
              ? t('common.passwordField.hide', { value: field.label.toLowerCase() })
              : t('common.passwordField.show', { value: field.label.toLowerCase() })
          }
          aria-pressed={shown}
          className="inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          {shown ? (
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path strokeLinecap="round" d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8" />
              <path
                strokeLinecap="round"
                d="M9.9 5.1A9.8 9.8 0 0 1 12 4.9c5 0 8.5 4.1 9.6 6.6a1.3 1.3 0 0 1 0 1c-.5 1.1-1.4 2.5-2.7 3.7M6.6 6.6C4.5 8 3 10 2.4 11.5a1.3 1.3 0 0 0 0 1C3.5 15 7 19.1 12 19.1c1.9 0 3.6-.6 5-1.5"
              />
            </svg>
          ) : (
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M2.4 12.5a1.3 1.3 0 0 1 0-1C3.5 9 7 4.9 12 4.9s8.5 4.1 9.6 6.6a1.3 1.3 0 0 1 0 1C20.5 15 17 19.1 12 19.1S3.5 15 2.4 12.5z" />
              <circle cx="12" cy="12" r="3" />
            </svg>
          )}
        </button>
      }
    />
  );
}
