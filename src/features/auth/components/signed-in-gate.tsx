import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { buttonClasses } from '../../../components/button-styles';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../store/hooks';
import { useSignOutMutation } from '../api/auth-api';
import { t } from '../../../lib/i18n';

/**
 * For /signin, /signup and /register: someone already signed in when the page opened is told so
 * (with Home or Log out) instead of being shown a form. A sign-in made on the page itself does not
 * count, so the form's own success is not interrupted.
 */
export function SignedInGate({ children }: { children: ReactNode }) {
  const uuid = useAppSelector((state) => state.authUser.uuid);
  const [signedInOnArrival, setSignedInOnArrival] = useState(uuid !== null);
  const [signOut, { isLoading }] = useSignOutMutation();
  const email = useAppSelector((state) => state.authUser.userDetails?.email ?? '');

  if (!signedInOnArrival || uuid === null) return children;

  const logOut = async () => {
    try {
      await signOut({ everywhere: false }).unwrap();
    } catch {
      toast.error(t('auth.signedInGate.logOutFailed'));
      return;
    }
    setSignedInOnArrival(false);
    toast.success(t('layout.logOut.done'));
  };

  return (
    <section aria-labelledby="signed-in-title" className="flex flex-col gap-4 text-center">
      <h2 id="signed-in-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {t('auth.signedInGate.title')}
      </h2>
      <p className="text-slate-700 dark:text-slate-300">
        {email ? t('auth.signedInGate.signedInAs', { email }) : t('auth.signedInGate.signedIn')}{' '}
        {t('auth.signedInGate.switchAccountHint')}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
          {t('common.actions.goToHome')}
        </Link>
        <Button variant="secondary" size="lg" loading={isLoading} onClick={() => void logOut()}>
          {t('common.actions.logOut')}
        </Button>
      </div>
    </section>
  );
}
