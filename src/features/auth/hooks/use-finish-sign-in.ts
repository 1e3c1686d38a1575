import { useNavigate } from 'react-router-dom';
import { useStore } from 'react-redux';
import { paths } from '../../../config/paths';
import type { AppStore } from '../../../store/store';
import { loadSignedInUser } from '../startup/start-app';

const useAppStore = useStore.withTypes<AppStore>();

/** After a successful sign-in or sign-up: record the person like the startup does, then go where they were going. */
export function useFinishSignIn(): (next?: string) => Promise<void> {
  const store = useAppStore();
  const navigate = useNavigate();
  return async (next: string = paths.home) => {
    await loadSignedInUser(store);
    await navigate(next, { replace: true });
  };
}
