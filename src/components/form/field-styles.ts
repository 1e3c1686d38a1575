/** Shared look of text inputs and selects; `invalid` adds the red border. */
export function inputClasses(invalid: boolean, extra = ''): string {
  const border = invalid
    ? 'border-red-600 focus:border-red-600 focus:ring-red-600/30 dark:border-red-400'
    : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/25 dark:border-slate-600 dark:focus:border-brand-400';
  return `block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm outline-none transition placeholder:text-slate-500 focus:ring-4 disabled:bg-slate-100 sm:text-sm dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800 ${border} ${extra}`.trim();
}

export const labelClasses = 'mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200';
