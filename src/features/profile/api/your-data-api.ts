import { FunctionsHttpError } from '@supabase/supabase-js';
import { logApiError, run, toApiError, type ApiError } from '../../../lib/api/api-error';
import { baseApi } from '../../../lib/api/base-api';
import { supabase } from '../../../lib/supabase';
import { deleteAccountError, type StoredFile } from '../lib/your-data';
import type { ZipEntry } from '../lib/zip';

type Result<T> = { data: T } | { error: ApiError };

/** Everything Mistri holds about the signed-in person (export_my_data()), as parsed JSON. */
export async function fetchMyData(): Promise<Result<unknown>> {
  return run('Download your data', () => supabase.rpc('export_my_data'));
}

/** The person's own stored files, read with their session, for the photos archive. */
export async function fetchMyFiles(files: readonly StoredFile[]): Promise<Result<ZipEntry[]>> {
  const entries: ZipEntry[] = [];
  for (const file of files) {
    const result = await run('Download your photos', () => supabase.storage.from(file.bucket).download(file.path));
    if ('error' in result) return result;
    if (!result.data) return { error: toApiError(null) };
    entries.push({ path: `${file.bucket}/${file.path}`, bytes: new Uint8Array(await result.data.arrayBuffer()) });
  }
  return { data: entries };
}

export type AccountProof = { password: string } | { code: string };

export const yourDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** E-mails a one-time code to the account's address (for an account without a password). */
    sendDeletionCode: build.mutation<null, { email: string }>({
      queryFn: async ({ email }) => {
        const result = await run('Send a code to delete your account', async () => ({
          data: null,
          error: (await supabase.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error,
        }));
        return 'error' in result ? result : { data: null };
      },
    }),

    /** Deletes the account for good once the password or code proves it (the delete-account function). */
    deleteAccount: build.mutation<null, AccountProof>({
      queryFn: async (proof) => {
        try {
          const response = await supabase.functions.invoke<unknown>('delete-account', { method: 'POST', body: proof });
          const error: unknown = response.error;
          if (!error) return { data: null };
          let apiError = toApiError(error);
          if (error instanceof FunctionsHttpError && error.context instanceof Response) {
            const body: unknown = await error.context.json().catch(() => null);
            apiError = deleteAccountError(error.context.status, body);
          }
          logApiError('Delete your account', apiError);
          return { error: apiError };
        } catch (thrown) {
          const apiError = toApiError(thrown);
          logApiError('Delete your account', apiError);
          return { error: apiError };
        }
      },
    }),
  }),
});

export const { useSendDeletionCodeMutation, useDeleteAccountMutation } = yourDataApi;
