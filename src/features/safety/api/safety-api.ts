import { baseApi } from '../../../lib/api/base-api';
import { run } from '../../../lib/api/api-error';
import { supabase } from '../../../lib/supabase';
import type { NewReport } from '../lib/report';

export const safetyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Files a report in the caller's name; the database checks the target and the daily limit. */
    fileReport: build.mutation<null, NewReport>({
      async queryFn(report) {
        const result = await run('file report', () =>
          supabase.from('reports').insert({
            target_type: report.targetType,
            target_id: report.targetId,
            reason: report.reason,
            details: report.details.trim(),
          }),
        );
        return 'error' in result ? result : { data: null };
      },
    }),
  }),
});

export const { useFileReportMutation } = safetyApi;
