import ChevronLeft from 'lucide-react/icons/chevron-left';
import LogOut from 'lucide-react/icons/log-out';
import Pencil from 'lucide-react/icons/pencil';
import Settings from 'lucide-react/icons/settings';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/spinner';
import { t } from '../../../lib/i18n';

const tileClasses =
  'flex h-full min-h-20 w-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-left font-semibold text-slate-900 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-500/50 dark:hover:bg-slate-800';

const icons = {
  back: ChevronLeft,
  settings: Settings,
  edit: Pencil,
  logout: LogOut,
} as const;

export type TileIcon = keyof typeof icons;

function TileContent({ icon, label, hint }: { icon: TileIcon; label: string; hint?: string }) {
  const TileIconGlyph = icons[icon];
  return (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-500/15 dark:text-brand-300">
        <TileIconGlyph className="size-5" strokeWidth={1.8} />
      </span>
      <span className="flex flex-col">
        {label}
        {hint && <span className="text-sm font-normal text-slate-600 dark:text-slate-400">{hint}</span>}
      </span>
    </>
  );
}

interface TileLinkProps {
  to: string;
  icon: TileIcon;
  label: string;
  hint?: string;
  current?: boolean;
}

export function TileLink({ to, icon, label, hint, current = false }: TileLinkProps) {
  return (
    <Link to={to} aria-current={current ? 'page' : undefined} className={tileClasses}>
      <TileContent icon={icon} label={label} {...(hint ? { hint } : {})} />
    </Link>
  );
}

interface TileButtonProps {
  icon: TileIcon;
  label: string;
  onClick: () => void;
  busy?: boolean;
}

export function TileButton({ icon, label, onClick, busy = false }: TileButtonProps) {
  return (
    <button type="button" onClick={onClick} disabled={busy} aria-busy={busy || undefined} className={tileClasses}>
      <TileContent icon={icon} label={label} />
      {busy && <Spinner size="sm" label={t('common.button.pleaseWait')} className="ml-auto" />}
    </button>
  );
}

export function Tiles({ children, label }: { children: ReactNode; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="grid gap-3 sm:grid-cols-3">{children}</ul>
    </nav>
  );
}
