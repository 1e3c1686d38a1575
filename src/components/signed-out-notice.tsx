import Lock from 'lucide-react/icons/lock';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { withNext } from '../lib/next-path';
import { buttonClasses } from './button-styles';
import { t } from '../lib/i18n';

/** Shown by pages that need a signed-in person when nobody is signed in; both links come back here. */
export function SignedOutNotice({ message = t('common.signInToSee') }: { message?: string }) {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <section
      aria-labelledby="signed-out-title"
      className="mx-auto my-12 max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-400">
        <Lock className="size-6" />
      </div>
      <h2 id="signed-out-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {t('common.signedOutNotice.title')}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{message}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={withNext(paths.signIn, here)} className={buttonClasses('primary')}>
          {t('common.actions.signIn')}
        </Link>
        <Link to={withNext(paths.signUp, here)} className={buttonClasses('secondary')}>
          {t('common.signedOutNotice.createAccount')}
        </Link>
      </div>
    </section>
  );
}
