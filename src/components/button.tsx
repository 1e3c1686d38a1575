import type { ButtonHTMLAttributes } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles';
import { Spinner } from './spinner';
import { t } from '../lib/i18n';
import { useHydrated } from '../lib/use-hydrated';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action runs. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  className = '',
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  // In prerendered HTML a submit button waits for its form's handler: before it, the browser would
  // send the form itself (a sign-in form's fields ending up in the address).
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      disabled={(disabled ?? loading) || (type === 'submit' && !hydrated)}
      aria-busy={loading || undefined}
      className={buttonClasses(variant, size, className)}
      {...rest}
    >
      {loading && <Spinner size="sm" label={t('common.button.pleaseWait')} tone="current" />}
      {children}
    </button>
  );
}
