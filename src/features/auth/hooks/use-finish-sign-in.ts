import { useNavigate } from 'react-router-dom';
import { useStore } from 'react-redux';
import { paths } from '../../../config/paths';
import type { AppStore } from '../../../store/store';
import { loadSignedInUser } from '../startup/start-app';

const useAppStore = useStore.withTypes<AppStore>();

/** After a successful sign-in or sign-up: record the person like the startup does, then go Home. */
export function useFinishSignIn(): () => Promise<void> {
  const store = useAppStore();
  const navigate = useNavigate();
  return async () => {
    await loadSignedInUser(store);
    await navigate(paths.home, { replace: true });
  };
}
