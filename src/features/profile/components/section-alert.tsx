import { useEffect, useRef, type ReactNode } from 'react';

interface SectionAlertProps {
  tone: 'error' | 'success';
  children: ReactNode;
  /** Each new value (each answer) brings the message back into view. */
  occurrence?: unknown;
}

/** A result inside a section of the account preferences: an error (announced at once) or a success. */
export function SectionAlert({ tone, children, occurrence }: SectionAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest' });
  }, [occurrence]);
  const styles =
    tone === 'error'
      ? 'bg-red-50 text-red-800 dark:bg-red-500/10 dark:text-red-300'
      : 'bg-emerald-50 text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-100';
  return (
    <div ref={ref} role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg p-3 text-sm ${styles}`}>
      {children}
    </div>
  );
}
