import { useAppDispatch, useAppSelector } from '../store/hooks';
import { themeToggled } from '../store/theme-slice';
import { t } from '../lib/i18n';

/** Switches between the light and dark theme; the choice is persisted with the store. */
export function ThemeToggle({ className = '' }: { className?: string }) {
  const theme = useAppSelector((state) => state.theme.theme);
  const dispatch = useAppDispatch();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={() => dispatch(themeToggled())}
      aria-label={dark ? t('common.themeToggle.switchToLightTheme') : t('common.themeToggle.switchToDarkTheme')}
      title={dark ? t('common.themeToggle.lightTheme') : t('common.themeToggle.darkTheme')}
      className={`inline-flex size-10 items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-brand-400 ${className}`}
    >
      {dark ? (
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="4" />
          <path
            strokeLinecap="round"
            d="M12 2v2m0 16v2M4.93 4.93l1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41"
          />
        </svg>
      ) : (
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path strokeLinejoin="round" d="M21 12.79A9 9 0 1 1 11.21 3a7 7 0 0 0 9.79 9.79z" />
        </svg>
      )}
    </button>
  );
}
