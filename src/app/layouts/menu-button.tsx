import Menu from 'lucide-react/icons/menu';
import { t } from '../../lib/i18n';
/** The hamburger that opens a mobile menu. */
export function MenuButton({ open, controls, onClick }: { open: boolean; controls: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('layout.menuButton.openMenu')}
      aria-expanded={open}
      aria-controls={controls}
      className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <Menu className="size-6" />
    </button>
  );
}
