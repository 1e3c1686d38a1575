import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { buttonClasses } from '../../../components/button-styles';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../store/hooks';
import { useSignOutMutation } from '../api/auth-api';

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
      toast.error('You could not be logged out. Please try again.');
      return;
    }
    setSignedInOnArrival(false);
    toast.success('Successfully Log Out!');
  };

  return (
    <section aria-labelledby="signed-in-title" className="flex flex-col gap-4 text-center">
      <h2 id="signed-in-title" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        You are already signed in
      </h2>
      <p className="text-slate-700 dark:text-slate-300">
        {email ? `You are signed in as ${email}.` : 'You are signed in.'} To use another account, log out first.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
          Go to Home
        </Link>
        <Button variant="secondary" size="lg" loading={isLoading} onClick={() => void logOut()}>
          Log out
        </Button>
      </div>
    </section>
  );
}
