import { run } from '../api/api-error';
import { baseApi } from '../api/base-api';
import { t } from '../i18n';
import { supabase } from '../supabase';
import { PICTURE_BUCKET, PICTURE_URL_SECONDS } from './picture-path';
import { REQUEST_PHOTO_BUCKET } from './request-photos';

export const picturesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A short-lived address of one stored picture, signed with the reader's own session. */
    getPictureUrl: build.query<string, string>({
      queryFn: async (path) => {
        const result = await run('load picture', () =>
          supabase.storage.from(PICTURE_BUCKET).createSignedUrl(path, PICTURE_URL_SECONDS),
        );
        if ('error' in result) return result;
        const url = result.data?.signedUrl;
        return url ? { data: url } : { error: { message: t('common.errors.generic') } };
      },
      keepUnusedDataFor: PICTURE_URL_SECONDS / 2,
      // A new upload (same path, new content) is signed again, so browsers fetch the new picture.
      providesTags: (_result, _error, path) => [{ type: 'ProfilePicture', id: path }],
    }),
    /** A short-lived address of a request photo, signed as the reader (the customer or a provider asked). */
    getRequestPhotoUrl: build.query<string, string>({
      queryFn: async (path) => {
        const result = await run('load request photo', () =>
          supabase.storage.from(REQUEST_PHOTO_BUCKET).createSignedUrl(path, PICTURE_URL_SECONDS),
        );
        if ('error' in result) return result;
        const url = result.data?.signedUrl;
        return url ? { data: url } : { error: { message: t('common.errors.generic') } };
      },
      keepUnusedDataFor: PICTURE_URL_SECONDS / 2,
    }),
  }),
});

export const { useGetPictureUrlQuery, useGetRequestPhotoUrlQuery } = picturesApi;
