import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paths } from '../../config/paths';
import { useSignOutMutation } from '../../features/auth/api/auth-api';
import { toApiError } from '../../lib/api/api-error';
import { t } from '../../lib/i18n';

/**
 * The profile pages' Log out: signs out, says so, and goes home (spec §4). It ends this device's
 * session only; `everywhere` (account preferences) ends every session of the account.
 */
export function useLogOut({ everywhere = false }: { everywhere?: boolean } = {}): {
  onLogOut: () => void;
  loggingOut: boolean;
} {
  const [signOut, state] = useSignOutMutation();
  const navigate = useNavigate();
  const logOut = async () => {
    try {
      await signOut({ everywhere }).unwrap();
    } catch (error) {
      toast.error(toApiError(error).message);
      return;
    }
    toast.success(everywhere ? t('layout.logOut.everywhere') : t('layout.logOut.done'));
    void navigate(paths.home, { replace: true });
  };
  return { onLogOut: () => void logOut(), loggingOut: state.isLoading };
}
