import { baseApi } from '../../../lib/api/base-api';
import { logApiError, toApiError } from '../../../lib/api/api-error';
import { isAbortError } from '../../../lib/geo/create-geocoder';
import { searchPlaces } from '../../../lib/geo/geocoder';
import type { PlaceSuggestion } from '../../../lib/geo/types';

/** Place suggestions for the location picker (Geoapify, or the offline gazetteer without a key). */
export const placesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchPlaces: build.query<PlaceSuggestion[], string>({
      queryFn: async (text, { signal }) => {
        try {
          return { data: await searchPlaces(text, { signal }) };
        } catch (error) {
          const apiError = isAbortError(error)
            ? { message: 'Search cancelled' }
            : toApiError(error, 'Places could not be searched. Please try again.');
          if (!isAbortError(error)) logApiError('Search places', apiError);
          return { error: apiError };
        }
      },
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useSearchPlacesQuery } = placesApi;
