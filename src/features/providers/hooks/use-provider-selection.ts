import { useCallback } from 'react';
import { providerSelected } from '../../../store/auth-user-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { Provider } from '../lib/provider';

/** The provider whose panel is open (the spec's `checkuuid`), looked up in the list on screen. */
export function useProviderSelection(providers: readonly Provider[] | undefined) {
  const dispatch = useAppDispatch();
  const selectedId = useAppSelector((state) => state.authUser.checkuuid);
  const selected = providers?.find((provider) => provider.uuid === selectedId) ?? null;
  const select = useCallback((uuid: string) => dispatch(providerSelected(uuid)), [dispatch]);
  const close = useCallback(() => dispatch(providerSelected(null)), [dispatch]);
  return { selected, select, close };
}
