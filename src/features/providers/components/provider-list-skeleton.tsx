/** Grey rows the size of the provider list's rows, so the page keeps its height while a page loads. */
export function ProviderListSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      <ol
        aria-hidden="true"
        className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
      >
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className="flex min-h-32 items-center gap-3 px-3 py-3 sm:min-h-[6.3rem] sm:gap-4 sm:px-5">
            <span className="w-6 shrink-0" />
            <span className="size-14 shrink-0 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
            <span className="flex-1 space-y-2 py-1">
              <span className="block h-4 w-2/5 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
              <span className="block h-3.5 w-1/4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
              <span className="block h-3.5 w-1/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            </span>
          </li>
        ))}
      </ol>
      <span className="sr-only">{label}</span>
    </div>
  );
}
