import { useId } from 'react';
import { LOCALES, LOCALE_NAMES, isLocale, setLocale, t, useLocale } from '../lib/i18n';
import { useHydrated } from '../lib/use-hydrated';

/** The language menu: every screen switches at once and the choice is remembered on this device. */
export function LanguageSelect({ showLabel = false, className = '' }: { showLabel?: boolean; className?: string }) {
  const locale = useLocale();
  const id = useId();
  // On a prerendered page, a choice made before the app has started would be lost: it waits for it.
  const hydrated = useHydrated();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className={showLabel ? 'text-sm font-medium text-slate-700 dark:text-slate-300' : 'sr-only'}>
        {t('common.language.label')}
      </label>
      <select
        id={id}
        value={locale}
        disabled={!hydrated}
        onChange={(event) => {
          if (isLocale(event.target.value)) void setLocale(event.target.value);
        }}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
