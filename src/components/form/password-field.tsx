import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
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
          {shown ? <EyeOff className="size-5" /> : <Eye className="size-5" />}
        </button>
      }
    />
  );
}
