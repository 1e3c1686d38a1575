import type { ReactNode } from 'react';

interface StatTileProps {
  title: string;
  children: ReactNode;
  hint: string;
  className?: string;
}

/** A dashboard number: its title, the value and a line of explanation (parts of a `<dl>`). */
export function StatTile({ title, children, hint, className = '' }: StatTileProps) {
  return (
    <div
      className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{title}</dt>
      <dd className="mt-2 flex min-h-9 items-center gap-3 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {children}
      </dd>
      <dd className="mt-1 text-sm text-slate-600 dark:text-slate-400">{hint}</dd>
    </div>
  );
}
