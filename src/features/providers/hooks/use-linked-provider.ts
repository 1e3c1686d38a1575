import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router-dom';
import { toApiError } from '../../../lib/api/api-error';
import { useGetDirectoryCardQuery } from '../api/providers-api';
import type { Provider } from '../lib/provider';
import { PROVIDER_PARAM } from './use-provider-selection';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Position {
  latitude: number | null;
  longitude: number | null;
}

/**
 * The providers a page can open in its panel: the ones it has loaded plus, when a shared link
 * (`?provider=<uuid>`) names someone not among them (beyond the loaded pages, or beyond 10 km),
 * that one card, fetched by id. `loaded` is undefined while the page's own list is still coming.
 * `linkError` says why such a card could not be fetched.
 */
export function useLinkedProvider(loaded: readonly Provider[] | undefined, { latitude, longitude }: Position) {
  const [params] = useSearchParams();
  const linkedId = params.get(PROVIDER_PARAM);
  const missing = Boolean(loaded && linkedId && UUID.test(linkedId) && !loaded.some(({ uuid }) => uuid === linkedId));
  const linked = useGetDirectoryCardQuery(missing && linkedId ? { uuid: linkedId, latitude, longitude } : skipToken);
  const card = missing ? linked.data : null;
  const openable = loaded && card ? [...loaded, card] : loaded;
  const linkError = missing && linked.isError ? toApiError(linked.error).message : null;
  return { openable, linkError };
}
