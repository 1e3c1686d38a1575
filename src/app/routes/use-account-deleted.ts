import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paths } from '../../config/paths';
import { useSignOutMutation } from '../../features/auth/api/auth-api';
import { t } from '../../lib/i18n';

/**
 * After the account is deleted (its sessions on other devices ended with it): forgets this
 * device's session and everything cached about the person, says so, and goes home.
 */
export function useAccountDeleted(): () => void {
  const [signOut] = useSignOutMutation();
  const navigate = useNavigate();
  const done = async () => {
    await signOut({ everywhere: false });
    toast.success(t('profile.yourData.deleted'));
    void navigate(paths.home, { replace: true });
  };
  return () => void done();
}
