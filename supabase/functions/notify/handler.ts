import { json, readJsonObject, sameSecret } from '../_shared/http.ts';
import { restClient } from '../_shared/rest.ts';
import type { Settings } from '../_shared/settings.ts';
import { createNotifier } from './deliver.ts';

/** Due deliveries a webhook call also takes on, so retries and held messages move with the traffic. */
const RETRIES_PER_CALL = 20;
/** How often a webhook call looks for due deliveries at most (per function instance). */
const RETRY_CHECK_MS = 10_000;

/**
 * `POST` from the database webhook on `notifications` inserts (`{ type: "INSERT", record: { id } }`)
 * and on updates that issue one again (`type: "UPDATE"`: a request sent again), or from a scheduler (`{ retry: true }`), authenticated by the `x-webhook-secret` header. Only the
 * notification's id is taken from the body; everything else is read from the database.
 */
export function notifyHandler(settings: Settings): (request: Request) => Promise<Response> {
  const notifier = createNotifier(settings, restClient(settings.supabaseUrl, settings.serviceRoleKey));
  let lastRetryCheck = 0;
  return async (request) => {
    if (request.method !== 'POST') return json({ error: 'method_not_allowed' }, 405, { Allow: 'POST' });
    if (!settings.webhookSecret) return json({ error: 'NOTIFY_WEBHOOK_SECRET is not set' }, 503);
    if (!sameSecret(request.headers.get('x-webhook-secret'), settings.webhookSecret)) {
      return json({ error: 'invalid_webhook_secret' }, 401);
    }
    const body = await readJsonObject(request);
    if (!body) return json({ error: 'invalid_json' }, 400);
    if (body.retry === true) {
      try {
        return json(await notifier.retryDue(100));
      } catch (error) {
        return json({ error: error instanceof Error ? error.message : String(error) }, 502);
      }
    }
    const record = body.record;
    const id = typeof record === 'object' && record !== null ? (record as Record<string, unknown>).id : undefined;
    if (
      (body.type !== 'INSERT' && body.type !== 'UPDATE') ||
      body.table !== 'notifications' ||
      typeof id !== 'number' ||
      !Number.isSafeInteger(id)
    ) {
      return json({ error: 'expected a notifications INSERT or UPDATE webhook, or { retry: true }' }, 400);
    }
    try {
      const delivered = await notifier.deliver(id);
      let retried = 0;
      if (Date.now() - lastRetryCheck >= RETRY_CHECK_MS) {
        lastRetryCheck = Date.now();
        retried = (await notifier.retryDue(RETRIES_PER_CALL)).attempted;
      }
      return json({ ...delivered, retried });
    } catch (error) {
      return json({ error: error instanceof Error ? error.message : String(error) }, 502);
    }
  };
}
