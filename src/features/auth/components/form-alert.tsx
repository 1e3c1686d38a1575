import { useEffect, useRef, type ReactNode } from 'react';

interface FormAlertProps {
  tone: 'error' | 'success';
  children: ReactNode;
  /** Each new value (e.g. each failed call's error) brings an error back into view and focus. */
  occurrence?: unknown;
}

/**
 * A message above or below a form: an error (announced at once) or a success. An error is
 * scrolled into view and focused, so on a phone it is never left above the visible area.
 */
export function FormAlert({ tone, children, occurrence }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (tone !== 'error' || !ref.current) return;
    ref.current.scrollIntoView({ block: 'center' });
    ref.current.focus({ preventScroll: true });
  }, [tone, children, occurrence]);
  const styles =
    tone === 'error'
      ? 'border-red-200 bg-red-50 text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200'
      : 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-100';
  return (
    <div
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={tone === 'error' ? -1 : undefined}
      className={`scroll-mt-24 rounded-lg border px-4 py-3 text-sm focus:outline-2 focus:outline-offset-2 focus:outline-red-600 ${styles}`}
    >
      {children}
    </div>
  );
}
