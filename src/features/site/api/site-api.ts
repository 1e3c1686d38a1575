import { baseApi } from '../../../lib/api/base-api';
import { run } from '../../../lib/api/api-error';
import { supabase } from '../../../lib/supabase';
import type { ProblemCategory } from '../lib/problem-report-schema';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export interface ProblemReport {
  category: ProblemCategory;
  description: string;
  /** A visitor's address for an answer; null when signed in or left empty. */
  contactEmail: string | null;
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
    /** A problem filed on Report a Problem, in the signed-in person's name or as a visitor; only admins read them. */
    fileProblemReport: build.mutation<null, ProblemReport>({
      queryFn: async ({ category, description, contactEmail }) => {
        const result = await run('File problem report', () =>
          supabase.from('problem_reports').insert({ category, description, contact_email: contactEmail }),
        );
        return 'error' in result ? result : { data: null };
      },
    }),
  }),
});

export const { useSendContactMessageMutation, useFileProblemReportMutation } = siteApi;
