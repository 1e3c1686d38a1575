import { baseApi } from '../../../lib/api/base-api';
import { run, type ApiError } from '../../../lib/api/api-error';
import { supabase } from '../../../lib/supabase';
import {
  isIdType,
  isVerificationStatus,
  VERIFICATION_BUCKET,
  VERIFICATION_URL_SECONDS,
  verificationPaths,
  type IdType,
  type VerificationStatus,
} from '../lib/verification';

/** The provider's latest ID check, as their "Get verified" screen shows it. */
export interface MyVerification {
  id: number;
  idType: IdType;
  last4: string;
  status: VerificationStatus;
  reason: string | null;
  submittedAt: string;
}

export interface NewVerification {
  providerId: string;
  idType: IdType;
  last4: string;
  /** Both already resized on the device (JPEG). */
  document: Blob;
  selfie: Blob;
}

/** A pending ID check in the admin queue, with short-lived signed URLs of its two photos. */
export interface PendingVerification {
  id: number;
  providerId: string;
  providerName: string;
  job: string;
  idType: IdType;
  last4: string;
  submittedAt: string;
  documentUrl: string | null;
  selfieUrl: string | null;
}

export interface Decision {
  id: number;
  approve: boolean;
  reason: string;
}

/** The two badges of the signed-in provider. */
export interface MyBadges {
  phoneVerified: boolean;
  idChecked: boolean;
}

const VERIFICATION_TAG = { type: 'Verification' as const, id: 'MINE' };
const QUEUE_TAG = { type: 'Verification' as const, id: 'QUEUE' };

async function upload(path: string, photo: Blob): Promise<{ error: ApiError } | null> {
  const result = await run('upload ID photo', () =>
    supabase.storage.from(VERIFICATION_BUCKET).upload(path, photo, { contentType: 'image/jpeg' }),
  );
  return 'error' in result ? result : null;
}

export const verificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyVerification: build.query<MyVerification | null, string>({
      async queryFn(providerId) {
        const result = await run('load ID check', () =>
          supabase
            .from('provider_verifications')
            .select('id, id_type, id_last4, status, reason, submitted_at')
            .eq('provider', providerId)
            .order('submitted_at', { ascending: false })
            .limit(1)
            .maybeSingle(),
        );
        if ('error' in result) return result;
        const row = result.data;
        if (!row || !isIdType(row.id_type) || !isVerificationStatus(row.status)) return { data: null };
        return {
          data: {
            id: row.id,
            idType: row.id_type,
            last4: row.id_last4,
            status: row.status,
            reason: row.reason,
            submittedAt: row.submitted_at,
          },
        };
      },
      providesTags: [VERIFICATION_TAG],
    }),

    getMyBadges: build.query<MyBadges, string>({
      async queryFn(providerId) {
        const result = await run('load badges', () =>
          supabase.from('service-providers').select('phone_verified, id_checked').eq('uuid', providerId).maybeSingle(),
        );
        if ('error' in result) return result;
        return {
          data: { phoneVerified: result.data?.phone_verified === true, idChecked: result.data?.id_checked === true },
        };
      },
      providesTags: (_result, _error, providerId) => [
        VERIFICATION_TAG,
        'ContactPhone',
        { type: 'Provider' as const, id: providerId },
      ],
    }),

    submitVerification: build.mutation<null, NewVerification>({
      async queryFn({ providerId, idType, last4, document, selfie }) {
        const paths = verificationPaths(providerId);
        const documentFailed = await upload(paths.document, document);
        if (documentFailed) return documentFailed;
        const selfieFailed = await upload(paths.selfie, selfie);
        if (selfieFailed) return selfieFailed;
        const result = await run('submit ID check', () =>
          supabase.from('provider_verifications').insert({
            id_type: idType,
            id_last4: last4,
            document_path: paths.document,
            selfie_path: paths.selfie,
          }),
        );
        return 'error' in result ? result : { data: null };
      },
      invalidatesTags: [VERIFICATION_TAG, QUEUE_TAG],
    }),

    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's way to say "no argument"
    getPendingVerifications: build.query<PendingVerification[], void>({
      async queryFn() {
        const result = await run('load ID check queue', () =>
          supabase
            .from('provider_verifications')
            .select(
              'id, provider, id_type, id_last4, document_path, selfie_path, submitted_at, "service-providers"(first_name, last_name, job)',
            )
            .eq('status', 'pending')
            .order('submitted_at', { ascending: true })
            .limit(50),
        );
        if ('error' in result) return result;
        const rows = result.data ?? [];
        const paths = rows.flatMap((row) => [row.document_path, row.selfie_path]).filter((p): p is string => !!p);
        const signed =
          paths.length === 0
            ? { data: [] }
            : await run('sign ID photos', () =>
                supabase.storage.from(VERIFICATION_BUCKET).createSignedUrls(paths, VERIFICATION_URL_SECONDS),
              );
        if ('error' in signed) return signed;
        const urls = new Map((signed.data ?? []).map((item) => [item.path, item.signedUrl]));
        const urlOf = (path: string | null): string | null => (path ? (urls.get(path) ?? null) : null);
        return {
          data: rows.flatMap((row) => {
            if (!isIdType(row.id_type)) return [];
            const provider = row['service-providers'];
            return [
              {
                id: row.id,
                providerId: row.provider,
                providerName: [provider.first_name, provider.last_name].filter(Boolean).join(' '),
                job: provider.job,
                idType: row.id_type,
                last4: row.id_last4,
                submittedAt: row.submitted_at,
                documentUrl: urlOf(row.document_path),
                selfieUrl: urlOf(row.selfie_path),
              },
            ];
          }),
        };
      },
      providesTags: [QUEUE_TAG],
    }),

    decideVerification: build.mutation<null, Decision>({
      async queryFn({ id, approve, reason }) {
        const result = await run('decide ID check', () =>
          supabase.rpc('admin_decide_verification', {
            p_id: id,
            p_approve: approve,
            ...(reason.trim() ? { p_reason: reason.trim() } : {}),
          }),
        );
        return 'error' in result ? result : { data: null };
      },
      invalidatesTags: [QUEUE_TAG, VERIFICATION_TAG, 'Providers', 'Nearby'],
    }),
  }),
});

export const {
  useGetMyBadgesQuery,
  useGetMyVerificationQuery,
  useSubmitVerificationMutation,
  useGetPendingVerificationsQuery,
  useDecideVerificationMutation,
} = verificationApi;
