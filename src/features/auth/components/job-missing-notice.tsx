import TriangleAlert from 'lucide-react/icons/triangle-alert';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../store/hooks';
import { providerName } from '../lib/auth-user';
import { t } from '../../../lib/i18n';

const dismissedKey = (uuid: string) => `mistri:job-notice-dismissed:${uuid}`;

function wasDismissed(uuid: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(uuid)) === '1';
  } catch {
    return false;
  }
}

/** Spec §4's job-0 alert, as a dismissible banner for social sign-ups that have no job. */
export function JobMissingNotice() {
  const { uuid, metadata, userDetails } = useAppSelector((state) => state.authUser);
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  if (!uuid || metadata !== 0 || dismissedFor === uuid || wasDismissed(uuid)) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(dismissedKey(uuid), '1');
    } catch {
      // Private mode: the banner just stays dismissed until the next visit.
    }
    setDismissedFor(uuid);
  };

  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 dark:border-amber-500/30 dark:bg-amber-500/10">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-400" />
        <p className="flex-1 text-sm text-amber-950 dark:text-amber-100">
          {t('auth.jobMissingNotice.noJob', { provider: providerName(userDetails?.provider ?? 'email') })}{' '}
          <Link to={paths.spProfileEdit} className="font-semibold underline underline-offset-2">
            {t('auth.jobMissingNotice.editProfile')}
          </Link>
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('auth.jobMissingNotice.dismiss')}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700 dark:text-amber-100 dark:hover:bg-amber-500/20"
        >
          <X className="size-4" />
        </button>
      </div>
    </div>
  );
}
