import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
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
      {/* Both icons stay in the page and <html class="dark"> picks one: swapping the node while a tap
          lands (as hydration brings the remembered theme) would lose that tap. */}
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
    </button>
  );
}
