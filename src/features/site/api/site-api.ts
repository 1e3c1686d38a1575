import { baseApi } from '../../../lib/api/base-api';
import { run } from '../../../lib/api/api-error';
import { supabase } from '../../../lib/supabase';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export const siteApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** A message from the Contact page; anyone may send one, nobody reads them back through the API. */
    sendContactMessage: build.mutation<null, ContactMessage>({
      queryFn: async (contact) => {
        const result = await run('Send contact message', () => supabase.from('contact_messages').insert(contact));
        return 'error' in result ? result : { data: null };
      },
    }),
  }),
});

export const { useSendContactMessageMutation } = siteApi;
