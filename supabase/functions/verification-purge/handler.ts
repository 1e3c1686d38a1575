import { json, sameSecret } from '../_shared/http.ts';
import type { Settings } from '../_shared/settings.ts';
import { purgeVerificationDocuments } from '../_shared/verification-purge.ts';

/**
 * `POST` from the scheduler (pg_cron with pg_net, see docs/hosted-supabase.md), authenticated by
 * the `x-webhook-secret` header: deletes the ID photos of checks decided 30 days ago or more.
 */
export function verificationPurgeHandler(settings: Settings): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST') return json({ error: 'method_not_allowed' }, 405, { Allow: 'POST' });
    if (!settings.webhookSecret) return json({ error: 'NOTIFY_WEBHOOK_SECRET is not set' }, 503);
    if (!sameSecret(request.headers.get('x-webhook-secret'), settings.webhookSecret)) {
      return json({ error: 'invalid_webhook_secret' }, 401);
    }
    await request.body?.cancel();
    try {
      const purged = await purgeVerificationDocuments({
        url: settings.supabaseUrl,
        serviceRoleKey: settings.serviceRoleKey,
      });
      return json({ purged });
    } catch (error) {
      return json({ error: error instanceof Error ? error.message : String(error) }, 502);
    }
  };
}
