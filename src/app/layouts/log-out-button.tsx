import LogOut from 'lucide-react/icons/log-out';
import { useLogOut } from '../routes/use-log-out';
import { t } from '../../lib/i18n';

/** "Log out" in the menus: signs out, says "Logged out successfully" and goes Home. */
export function LogOutButton({ onDone }: { onDone?: () => void }) {
  const { onLogOut, loggingOut } = useLogOut();
  return (
    <button
      type="button"
      disabled={loggingOut}
      onClick={() => {
        onLogOut();
        onDone?.();
      }}
      className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <LogOut className="size-5 shrink-0" strokeWidth={1.8} />
      {t('common.actions.logOut')}
    </button>
  );
}
