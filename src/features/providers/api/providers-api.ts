import { baseApi } from '../../../lib/api/base-api';
import { run } from '../../../lib/api/api-error';
import { supabase } from '../../../lib/supabase';
import type { Job } from '../../../lib/domain/job';
import { toRateCard, type RateCardLine } from '../../../lib/domain/prices';
import type { RequestDetails } from '../lib/request-form';
import { CARD_COLUMNS } from '../lib/card-columns';
import { nearbyToProvider, searchToProvider, type Provider } from '../lib/provider';
import { DIRECTORY_PAGE_SIZE, effectiveSort, type DirectoryQuery } from '../lib/directory-query';
import { toConnection, type Connection } from '../lib/connection-status';
import { toPhoneVisibility, type PhoneVisibility } from '../lib/phone-visibility';
import {
  changeRequest,
  CONNECTION_COLUMNS,
  fetchConnection,
  sendRequest,
  watchConnection,
  watchCustomerRequests,
  type ConnectResult,
} from './connection';

/** Nearby search radius in kilometres (spec §9). */
export const NEARBY_RADIUS_KM = 10;
/** The nearest providers shown at once: a dense city can have hundreds within 10 km. */
export const NEARBY_PAGE_SIZE = 50;

export interface NearbyQuery {
  latitude: number;
  longitude: number;
  job: Job | null;
  /** "Verified only": providers whose ID an admin checked. */
  verifiedOnly?: boolean;
}

export interface DirectoryCardQuery {
  uuid: string;
  latitude: number | null;
  longitude: number | null;
}

/** `accepted` is part of the key: the phone is asked for again once a request is accepted. */
export interface ProviderPhoneQuery {
  providerId: string;
  accepted: boolean;
}

export interface ConnectionKey {
  customerId: string;
  providerId: string;
}

export interface ConnectionRequest extends ConnectionKey {
  provider: Provider;
  /** What is wrong, photos and when (a request sent again keeps what it said). */
  details?: RequestDetails;
}

/** One page of the directory and the cursor of the page after it (null on the last page). */
export interface DirectoryPage {
  providers: Provider[];
  next: string | null;
}

const connectionTag = ({ customerId, providerId }: ConnectionKey) => ({
  type: 'Connection' as const,
  id: `${customerId}:${providerId}`,
});

export const providersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The directory, 20 at a time: searched, filtered and sorted by the database (search_providers). */
    searchDirectory: build.infiniteQuery<DirectoryPage, DirectoryQuery, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      queryFn: async ({ queryArg, pageParam }) => {
        const { latitude, longitude } = queryArg;
        const located = latitude !== null && longitude !== null;
        const result = await run('Load service providers', () =>
          supabase.rpc(
            'search_providers',
            {
              sort: effectiveSort(queryArg, located),
              page_size: DIRECTORY_PAGE_SIZE,
              ...(queryArg.q ? { q: queryArg.q } : {}),
              ...(queryArg.job ? { job: queryArg.job } : {}),
              ...(queryArg.available ? { available: true } : {}),
              ...(queryArg.verified ? { verified: true } : {}),
              ...(queryArg.minRating !== null ? { min_rating: queryArg.minRating } : {}),
              ...(queryArg.maxCharge !== null ? { max_charge: queryArg.maxCharge } : {}),
              ...(pageParam ? { after: pageParam } : {}),
              ...(located ? { lat: latitude, lon: longitude } : {}),
            },
            // GET: read-only, so the service worker can keep it for offline use.
            { get: true },
          ),
        );
        if ('error' in result) return result;
        const rows = result.data ?? [];
        const providers = rows.map(searchToProvider).filter((provider): provider is Provider => provider !== null);
        const next = rows.length === DIRECTORY_PAGE_SIZE ? (rows.at(-1)?.cursor ?? null) : null;
        return { data: { providers, next } };
      },
      keepUnusedDataFor: 600,
      providesTags: ['Providers', 'Ratings'],
    }),

    /** One provider as a directory card (a shared `?provider=` link); null when there is none. */
    getDirectoryCard: build.query<Provider | null, DirectoryCardQuery>({
      queryFn: async ({ uuid, latitude, longitude }) => {
        const result = await run('Load the service provider', () =>
          supabase.rpc(
            'directory_card',
            {
              provider: uuid,
              ...(latitude !== null && longitude !== null ? { lat: latitude, lon: longitude } : {}),
            },
            { get: true },
          ),
        );
        if ('error' in result) return result;
        const row = result.data?.[0];
        return { data: row ? searchToProvider(row) : null };
      },
      providesTags: ['Providers', 'Ratings'],
    }),

    /** A provider's rate card (the panel reads it when opened; the lists carry only the visiting charge). */
    getRateCard: build.query<RateCardLine[], string>({
      queryFn: async (providerId) => {
        const result = await run('Load the rate card', () =>
          supabase.from('service-providers').select('rate_card').eq('uuid', providerId).maybeSingle(),
        );
        if ('error' in result) return result;
        return { data: toRateCard(result.data?.rate_card) };
      },
      providesTags: ['Providers'],
    }),

    /** Providers within 10 km of a point, nearest first, optionally of one trade. */
    getNearbyProviders: build.query<Provider[], NearbyQuery>({
      queryFn: async ({ latitude, longitude, job, verifiedOnly }) => {
        const result = await run('Load nearby providers', () =>
          supabase
            .rpc(
              'nearby_providers',
              {
                lat: latitude,
                lon: longitude,
                radius_km: NEARBY_RADIUS_KM,
                ...(job ? { job } : {}),
                ...(verifiedOnly ? { verified_only: true } : {}),
              },
              { get: true },
            )
            .select(CARD_COLUMNS)
            .limit(NEARBY_PAGE_SIZE),
        );
        if ('error' in result) return result;
        const providers = (result.data ?? [])
          .map(nearbyToProvider)
          .filter((provider): provider is Provider => provider !== null);
        return { data: providers };
      },
      providesTags: ['Nearby', 'Ratings'],
    }),

    /** The provider's phone if they show it to the caller (everyone, or once a request is accepted); else null. */
    getProviderPhone: build.query<string | null, ProviderPhoneQuery>({
      queryFn: async ({ providerId }) => {
        const result = await run('Load the phone number', () =>
          supabase.rpc('provider_phone', { provider: providerId }),
        );
        return 'error' in result ? result : { data: result.data ?? null };
      },
      providesTags: (_result, _error, { providerId }) => [{ type: 'ProviderPhone' as const, id: providerId }],
    }),

    /** Who sees the signed-in provider's phone. */
    getPhoneVisibility: build.query<PhoneVisibility, string>({
      queryFn: async (providerId) => {
        const result = await run('Load your phone setting', () =>
          supabase.from('provider_private').select('phone_visibility').eq('uuid', providerId).maybeSingle(),
        );
        if ('error' in result) return result;
        return { data: toPhoneVisibility(result.data?.phone_visibility) };
      },
      providesTags: (_result, _error, providerId) => [{ type: 'ProviderPhone' as const, id: providerId }],
    }),

    setPhoneVisibility: build.mutation<null, { providerId: string; visibility: PhoneVisibility }>({
      queryFn: async ({ providerId, visibility }) => {
        const result = await run('Save your phone setting', () =>
          supabase.from('provider_private').update({ phone_visibility: visibility }).eq('uuid', providerId),
        );
        return 'error' in result ? result : { data: null };
      },
      invalidatesTags: (_result, _error, { providerId }) => [{ type: 'ProviderPhone' as const, id: providerId }],
    }),

    /** The customer's connection with one provider (null when none), kept live while watched. */
    getConnection: build.query<Connection | null, ConnectionKey>({
      queryFn: ({ customerId, providerId }) => fetchConnection(customerId, providerId),
      providesTags: (_result, _error, key) => [connectionTag(key)],
      async onCacheEntryAdded(key, cache) {
        try {
          await cache.cacheDataLoaded;
        } catch {
          return;
        }
        const stop = watchConnection(key.customerId, key.providerId, (connection) => {
          cache.updateCachedData(() => connection);
        });
        await cache.cacheEntryRemoved;
        await stop();
      },
    }),

    /**
     * Sends a connection request unless one is pending or accepted ("already-sent"); after a decline,
     * cancel or expiry it asks again. The database refuses duplicates too.
     */
    sendConnectionRequest: build.mutation<ConnectResult, ConnectionRequest>({
      queryFn: ({ customerId, provider, details }) => sendRequest(customerId, provider, details),
      invalidatesTags: (_result, _error, request) => [connectionTag(request), 'CustomerRequests'],
    }),

    /** The customer withdraws a pending request. */
    cancelConnectionRequest: build.mutation<null, ConnectionKey & { messageId: number }>({
      queryFn: ({ messageId }) => changeRequest(messageId, 'cancelled'),
      invalidatesTags: (_result, _error, request) => [connectionTag(request), 'CustomerRequests'],
    }),

    /** The customer's requests that are not (or not yet) a chat, newest first, kept live. */
    getCustomerRequests: build.query<Connection[], string>({
      queryFn: async (customerId) => {
        const result = await run('Load your requests', () =>
          supabase
            .from('connections')
            .select(CONNECTION_COLUMNS)
            .eq('from', customerId)
            .is('help_now_id', null)
            .neq('status', 'accepted')
            .order('requested_at', { ascending: false }),
        );
        return 'error' in result ? result : { data: (result.data ?? []).map(toConnection) };
      },
      providesTags: ['CustomerRequests'],
      async onCacheEntryAdded(customerId, cache) {
        try {
          await cache.cacheDataLoaded;
        } catch {
          return;
        }
        const stop = watchCustomerRequests(customerId, () => {
          cache.dispatch(providersApi.util.invalidateTags(['CustomerRequests']));
        });
        await cache.cacheEntryRemoved;
        await stop();
      },
    }),

    /** "Try these instead": up to three nearest available providers of the same trade. */
    getSuggestions: build.query<Provider[], number>({
      queryFn: async (messageId) => {
        const result = await run('Load other providers', () =>
          supabase.rpc('suggested_providers', { request_id: messageId }).select(CARD_COLUMNS),
        );
        if ('error' in result) return result;
        return {
          data: (result.data ?? []).map(nearbyToProvider).filter((provider): provider is Provider => provider !== null),
        };
      },
      providesTags: ['CustomerRequests'],
    }),
  }),
});

export const {
  useSearchDirectoryInfiniteQuery,
  useGetDirectoryCardQuery,
  useGetNearbyProvidersQuery,
  useGetRateCardQuery,
  useGetConnectionQuery,
  useGetProviderPhoneQuery,
  useGetPhoneVisibilityQuery,
  useSetPhoneVisibilityMutation,
  useSendConnectionRequestMutation,
  useCancelConnectionRequestMutation,
  useGetCustomerRequestsQuery,
  useGetSuggestionsQuery,
} = providersApi;
