import type { ReactNode } from 'react';

/** One part of the notification settings: a heading, a line saying what it does, and its controls. */
export function SettingsCard({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h3 id={id} className="text-base font-semibold text-slate-900 dark:text-slate-100">
          {title}
        </h3>
        {hint && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{hint}</p>}
      </div>
      {children}
    </section>
  );
}
