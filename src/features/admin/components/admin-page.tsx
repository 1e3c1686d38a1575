import ShieldAlert from 'lucide-react/icons/shield-alert';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/button-styles';
import { SignedOutNotice } from '../../../components/signed-out-notice';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import type { AdminAccess, AdminSection } from '../lib/admin-types';
import { AdminConsole } from './admin-console';

interface AdminPageProps {
  /** Undefined while it is being checked; null when the check failed. */
  access: AdminAccess | null | undefined;
  sections: readonly AdminSection[];
  /** The authenticator code form, for an admin signed in with the password only. */
  codeForm: ReactNode;
  onRetry: () => void;
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="admin-notice-title"
      className="mx-auto my-10 max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-400">
        <ShieldAlert className="size-6" aria-hidden="true" />
      </div>
      <h2 id="admin-notice-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /admin: the console for an admin signed in with a second step; everyone else is told why not.
 * The screen only guides: the database refuses every admin read and decision below aal2.
 */
export function AdminPage({ access, sections, codeForm, onRetry }: AdminPageProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-slate-50">{t('admin.title')}</h1>
      {access === undefined && <Spinner className="my-10" />}
      {access === null && (
        <Notice title={t('admin.title')}>
          <p role="alert" className="mt-2 text-slate-700 dark:text-slate-300">
            {t('admin.gate.loadFailed')}
          </p>
          <button type="button" className={`${buttonClasses('secondary')} mt-4`} onClick={onRetry}>
            {t('admin.retry')}
          </button>
        </Notice>
      )}
      {access?.kind === 'signed-out' && <SignedOutNotice />}
      {access?.kind === 'not-admin' && (
        <Notice title={t('admin.gate.notAvailableTitle')}>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('admin.gate.notAvailableText')}</p>
          <Link to={paths.home} className={`${buttonClasses('primary')} mt-6`}>
            {t('admin.gate.goHome')}
          </Link>
        </Notice>
      )}
      {access?.kind === 'needs-factor' && (
        <Notice title={t('admin.gate.needsFactorTitle')}>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('admin.gate.needsFactorText')}</p>
          <Link to={paths.yourProfilePreferences} className={`${buttonClasses('primary')} mt-6`}>
            {t('admin.gate.needsFactorLink')}
          </Link>
        </Notice>
      )}
      {access?.kind === 'needs-code' && (
        <Notice title={t('admin.gate.needsCodeTitle')}>
          <p className="mt-2 mb-4 text-slate-700 dark:text-slate-300">{t('admin.gate.needsCodeText')}</p>
          {codeForm}
        </Notice>
      )}
      {access?.kind === 'ready' && (
        <>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('admin.intro')}</p>
          <AdminConsole sections={sections} />
        </>
      )}
    </div>
  );
}
