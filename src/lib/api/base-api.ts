import { setupListeners } from '@reduxjs/toolkit/query';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { registerApi } from '../../store/root-reducer';
import type { ApiError } from './api-error';

/**
 * The one RTK Query API. Features add endpoints with `baseApi.injectEndpoints` in
 * `features/<feature>/api/<feature>-api.ts`; their `queryFn`s call supabase-js through `run()`.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ApiError>(),
  tagTypes: [
    'Me',
    'Customer',
    'Provider',
    'Providers',
    'Nearby',
    'Requests',
    'Connection',
    'ProviderPhone',
    'Conversations',
    'ChatMessages',
    'ProviderStats',
    'ProfilePicture',
    'Ratings',
    'Reviews',
    'MyReview',
    'Standing',
    'Notifications',
    'CustomerRequests',
    'PushSubscription',
    'NotificationSettings',
    'ContactPhone',
    'HelpNow',
    'SecondFactors',
    'Blocks',
    'Visits',
    'Job',
    'Admin',
    'Verification',
  ],
  endpoints: () => ({}),
});

registerApi(baseApi, setupListeners);
