import Flag from 'lucide-react/icons/flag';
import { useState } from 'react';
import { useAppSelector } from '../../../store/hooks';
import type { ReportTarget } from '../lib/report';
import { ReportDialog } from './report-dialog';
import { t } from '../../../lib/i18n';

interface ReportButtonProps {
  targetType: ReportTarget;
  targetId: string;
  /** A small text link (under a review or message) instead of the outlined button. */
  quiet?: boolean;
  className?: string;
}

const TITLES = {
  provider: 'safety.report.provider',
  customer: 'safety.report.customer',
  review: 'safety.report.review',
  message: 'safety.report.message',
} as const;

/** "Report" for a signed-in person, opening the report form; nothing when signed out or for oneself. */
export function ReportButton({ targetType, targetId, quiet = false, className = '' }: ReportButtonProps) {
  const viewerId = useAppSelector((state) => state.authUser.uuid);
  const [open, setOpen] = useState(false);
  if (viewerId === null || viewerId === targetId) return null;
  const title = t(TITLES[targetType]);
  const look = quiet
    ? 'inline-flex min-h-6 items-center gap-1 text-xs font-medium text-slate-600 underline-offset-2 hover:underline dark:text-slate-400'
    : 'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 dark:text-slate-200 dark:ring-slate-600 dark:hover:bg-slate-800';
  return (
    <>
      <button
        type="button"
        aria-label={title}
        onClick={() => {
          setOpen(true);
        }}
        className={`${look} focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`.trim()}
      >
        <Flag className={quiet ? 'size-3' : 'size-4'} aria-hidden="true" />
        {t('safety.report.button')}
      </button>
      {open && (
        <ReportDialog
          targetType={targetType}
          targetId={targetId}
          title={title}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
