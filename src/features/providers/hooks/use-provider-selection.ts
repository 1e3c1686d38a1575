import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Provider } from '../lib/provider';

export const PROVIDER_PARAM = 'provider';

interface PanelState {
  providerPanelOpened?: boolean;
}

/**
 * The provider whose panel is open lives in the address (`?provider=<uuid>`): opening the panel
 * adds a history entry, so the phone's Back closes it, a link can share it, and nothing reopens
 * by itself on a later visit.
 */
export function useProviderSelection(providers: readonly Provider[] | undefined) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const selectedId = params.get(PROVIDER_PARAM);
  const selected = providers?.find((provider) => provider.uuid === selectedId) ?? null;
  const openedHere = (location.state as PanelState | null)?.providerPanelOpened === true;

  const select = useCallback(
    (uuid: string) => {
      const next = new URLSearchParams(params);
      next.set(PROVIDER_PARAM, uuid);
      const state: PanelState = { providerPanelOpened: true };
      setParams(next, { replace: openedHere, state, preventScrollReset: true });
    },
    [params, setParams, openedHere],
  );

  const close = useCallback(() => {
    if (openedHere) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(PROVIDER_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  }, [params, setParams, openedHere, navigate]);

  return { selected, select, close };
}
