import type { ReactNode } from 'react';
import { Button } from '../../../components/button';

export function ListError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200"
    >
      <p className="font-semibold">{message}</p>
      <Button variant="secondary" className="mt-4" loading={retrying} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
      {children}
    </div>
  );
}

/** Rows the list-shaped placeholder shows: enough to keep the footer below the fold while data loads. */
const SKELETON_ROWS = 8;

/**
 * The provider list's shape while it loads, row for row as tall as the real rows, so the page
 * does not jump (nor the footer move) when the providers arrive.
 */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <span className="sr-only">{label}</span>
      <ol
        aria-hidden="true"
        className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
      >
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index} className="flex animate-pulse items-center gap-3 px-3 py-3 sm:gap-4 sm:px-5">
            <span className="w-6 shrink-0" />
            <span className="flex min-w-0 flex-1 items-center gap-3 p-1">
              <span className="size-14 shrink-0 rounded-full bg-slate-200 dark:bg-slate-700" />
              <span className="min-w-0 flex-1 space-y-2 py-1">
                <span className="block h-4 w-2/5 rounded bg-slate-200 dark:bg-slate-700" />
                <span className="block h-3.5 w-1/4 rounded bg-slate-200 dark:bg-slate-700" />
                <span className="block h-3.5 w-1/3 rounded bg-slate-100 dark:bg-slate-800" />
              </span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
