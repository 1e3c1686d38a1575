import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/spinner';
import { t } from '../../../lib/i18n';

const tileClasses =
  'flex h-full min-h-20 w-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-left font-semibold text-slate-900 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-500/50 dark:hover:bg-slate-800';

const icons = {
  back: 'M15 18l-6-6 6-6',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  edit: 'M16.9 3.6a2.1 2.1 0 0 1 3 3L8.5 18l-4 1 1-4L16.9 3.6z',
  logout: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9',
} as const;

export type TileIcon = keyof typeof icons;

function TileContent({ icon, label, hint }: { icon: TileIcon; label: string; hint?: string }) {
  return (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800 dark:bg-brand-500/15 dark:text-brand-300">
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path strokeLinecap="round" strokeLinejoin="round" d={icons[icon]} />
        </svg>
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
      {busy && <Spinner size="sm" label={t('profile.profileTiles.pleaseWait')} className="ml-auto" />}
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
