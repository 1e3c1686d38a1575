import { baseApi } from '../../../lib/api/base-api';
import { run } from '../../../lib/api/api-error';
import { supabase } from '../../../lib/supabase';

/** Blocking the other party of a chat. Only the blocker can read a block (RLS), so this is "did I block them". */
export const blocksApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Whether the signed-in person has blocked this account. */
    getIBlocked: build.query<boolean, string>({
      async queryFn(otherId) {
        const result = await run('load block', () =>
          supabase.from('blocks').select('blocked').eq('blocked', otherId).maybeSingle(),
        );
        return 'error' in result ? result : { data: result.data !== null };
      },
      providesTags: (_result, _error, otherId) => [{ type: 'Blocks', id: otherId }],
    }),

    /** Blocks (true) or unblocks (false) the other party. */
    setBlocked: build.mutation<null, { otherId: string; blocked: boolean }>({
      async queryFn({ otherId, blocked }) {
        const result = await run(blocked ? 'block' : 'unblock', () =>
          blocked
            ? supabase.from('blocks').insert({ blocked: otherId })
            : supabase.from('blocks').delete().eq('blocked', otherId),
        );
        // Blocking twice (another tab got there first) leaves the same state.
        if ('error' in result && result.error.code !== '23505') return result;
        return { data: null };
      },
      invalidatesTags: (_result, _error, { otherId }) => [{ type: 'Blocks', id: otherId }],
    }),
  }),
});

export const { useGetIBlockedQuery, useSetBlockedMutation } = blocksApi;
