import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paths } from '../../config/paths';
import { useSignOutMutation } from '../../features/auth/api/auth-api';
import { toApiError } from '../../lib/api/api-error';

/** The profile pages' Log out: signs out, says so, and goes home (spec §4). */
export function useLogOut(): { onLogOut: () => void; loggingOut: boolean } {
  const [signOut, state] = useSignOutMutation();
  const navigate = useNavigate();
  const logOut = async () => {
    try {
      await signOut().unwrap();
    } catch (error) {
      toast.error(toApiError(error).message);
      return;
    }
    toast.success('Successfully Log Out!');
    void navigate(paths.home, { replace: true });
  };
  return { onLogOut: () => void logOut(), loggingOut: state.isLoading };
}
