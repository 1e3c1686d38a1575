import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { buttonClasses } from '../../../components/button-styles';
import { paths } from '../../../config/paths';
import type { ProfileKind } from '../lib/profile';
import { t } from '../../../lib/i18n';

export function ProfileLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <div
        role="alert"
        className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-200"
      >
        <p className="font-semibold">
          {t('profile.profileStates.loadFailed')} {message}
        </p>
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          {t('common.actions.tryAgain')}
        </Button>
      </div>
    </div>
  );
}

/** The signed-in person has no row of this kind: a provider on the customer page, or the reverse. */
export function ProfileMissing({ kind }: { kind: ProfileKind }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <section className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        {kind === 'customer' ? (
          <>
            <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-100">
              {t('profile.states.notACustomer')}
            </h1>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t('profile.profileStates.notACustomerText')}</p>
            <Link to={paths.spProfile} className={buttonClasses('primary', 'md', 'mt-6')}>
              {t('profile.profileStates.providerProfileLink')}
            </Link>
          </>
        ) : (
          <>
            <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-100">
              {t('profile.profileStates.noProviderProfileTitle')}
            </h1>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              {t('profile.profileStates.noProviderProfileText')}
            </p>
            <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
              <Link to={paths.spProfileEdit} className={buttonClasses('primary')}>
                {t('profile.profileStates.editProfile')}
              </Link>
              <Link to={paths.yourProfile} className={buttonClasses('secondary')}>
                {t('profile.profileStates.customerProfile')}
              </Link>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
