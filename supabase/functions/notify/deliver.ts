import { batched } from '../_shared/batch.ts';
import { localeOf, emailContent, shortText, wordNotification, type NotificationWords } from '../_shared/messages.ts';
import { sendEmail, sendSms, sendWhatsApp, type SendOutcome } from '../_shared/messaging.ts';
import { pushEndpointRefusal } from '../_shared/push-endpoint.ts';
import type { Rest } from '../_shared/rest.ts';
import type { Settings } from '../_shared/settings.ts';
import { sendWebPush, utf8Payload } from './push.ts';

export const CHANNELS = ['push', 'sms', 'whatsapp', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];

interface Subscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What `notification_delivery_plan` returns for one notification. */
export interface Plan {
  notification: {
    id: number;
    kind: string;
    message_id: number | null;
    params: {
      name?: string;
      reason?: string;
      preview?: string;
      rating?: number;
      photos?: number;
      date?: string;
      slot?: string;
      review?: boolean;
    };
    link: string;
    read_at: string | null;
  };
  email: string | null;
  locale: string | null;
  preferences: {
    channels: Partial<Record<string, Channel[]>>;
    quiet_from: string | null;
    quiet_until: string | null;
    quiet_allows_requests: boolean;
    time_zone: string;
  } | null;
  phone: string | null;
  subscriptions: Subscription[];
}

/** What `notification_deliveries_start` returns: the plan and the deliveries this call claimed. */
interface Started extends Plan {
  claimed: Delivery[];
}

/** A row of notification_deliveries. */
export interface Delivery {
  id: number;
  notification_id: number;
  channel: Channel;
  target: string;
  status: string;
  attempts: number;
}

type Outcome =
  | { status: 'sent' }
  | { status: 'gone'; error: string }
  | { status: 'refused'; error: string }
  | { status: 'failed'; error: string; retry: boolean }
  | { status: 'skipped'; error: string };

/** Notifications started, or deliveries' outcomes recorded, in one call at most. */
const BATCH_SIZE = 50;

/** Seconds to wait before attempt n + 1 after n failed ones; no more attempts after the last. */
const BACKOFF_SECONDS = [30, 120, 600, 3600];
export const MAX_ATTEMPTS = BACKOFF_SECONDS.length + 1;

/** The page of the exact request or conversation (the app's routes). */
export function notificationPath(notification: Plan['notification']): string {
  const { kind, message_id: messageId } = notification;
  if (messageId !== null && (kind === 'new_message' || kind === 'request_accepted')) return `/chat/${messageId}`;
  if (messageId !== null && kind === 'new_request') return `/requests?request=${messageId}`;
  return /^\/(?!\/)/.test(notification.link) ? notification.link : '/';
}

function fromSend(outcome: SendOutcome): Outcome {
  return outcome.ok ? { status: 'sent' } : { status: 'failed', error: outcome.error, retry: outcome.retry };
}

export interface Notifier {
  /** Delivers one new notification on each of its recipient's channels; returns the deliveries made. */
  deliver(notificationId: number): Promise<{ claimed: number; sent: number }>;
  /** Attempts deliveries due again (failed ones after their backoff, held ones after quiet hours). */
  retryDue(limit: number): Promise<{ attempted: number; sent: number }>;
}

export function createNotifier(settings: Settings, rest: Rest, clock: () => Date = () => new Date()): Notifier {
  const plan = (notificationId: number): Promise<Plan | null> =>
    rest.rpc<Plan | null>('notification_delivery_plan', { p_notification_id: notificationId });

  async function pushTo(subscription: Subscription, plan: Plan, words: NotificationWords): Promise<Outcome> {
    const refusal = pushEndpointRefusal(subscription.endpoint, settings.local);
    if (refusal) return { status: 'refused', error: refusal };
    if (!settings.vapid) return { status: 'failed', error: 'push is not configured (VAPID keys)', retry: false };
    const { notification } = plan;
    const payload = utf8Payload({
      title: words.title,
      body: words.body,
      link: notificationPath(notification),
      tag: `${notification.kind}-${notification.message_id ?? notification.id}`,
      kind: notification.kind,
      id: notification.id,
    });
    let response: Response;
    try {
      response = await sendWebPush(subscription, payload, settings.vapid, {
        ttl: 24 * 3600,
        urgency: notification.kind === 'new_request' || notification.kind === 'new_message' ? 'high' : 'normal',
        timeoutMs: 10_000,
      });
    } catch (error) {
      return {
        status: 'failed',
        error: `network: ${error instanceof Error ? error.message : String(error)}`,
        retry: true,
      };
    }
    const detail = response.ok ? '' : (await response.text()).slice(0, 300);
    if (response.ok) {
      await response.body?.cancel();
      return { status: 'sent' };
    }
    // The subscription is deleted when this outcome is recorded.
    if (response.status === 404 || response.status === 410)
      return { status: 'gone', error: `${response.status} ${detail}` };
    return {
      status: 'failed',
      error: `${response.status} ${detail}`,
      retry: response.status === 429 || response.status >= 500,
    };
  }

  async function attempt(delivery: Delivery, plan: Plan): Promise<Outcome> {
    const words = wordNotification(plan.notification, localeOf(plan.locale));
    const url = `${settings.siteUrl}${notificationPath(plan.notification)}`;
    switch (delivery.channel) {
      case 'push': {
        const subscription = plan.subscriptions.find((s) => s.endpoint === delivery.target);
        if (!subscription) return { status: 'skipped', error: 'the subscription was removed' };
        return pushTo(subscription, plan, words);
      }
      case 'sms':
        return fromSend(await sendSms(settings, delivery.target, shortText(words, url)));
      case 'whatsapp':
        return fromSend(await sendWhatsApp(settings, delivery.target, shortText(words, url)));
      case 'email':
        return fromSend(await sendEmail(settings, delivery.target, emailContent(words, url)));
    }
  }

  interface Result {
    id: number;
    status: Outcome['status'];
    error: string | null;
    next_attempt_at: string | null;
  }

  /** One attempt of `delivery`, as the row to record. */
  async function run(delivery: Delivery, plan: Plan): Promise<Result> {
    let outcome: Outcome;
    try {
      outcome = await attempt(delivery, plan);
    } catch (error) {
      outcome = { status: 'failed', error: error instanceof Error ? error.message : String(error), retry: true };
    }
    const attempts = delivery.attempts + 1;
    const retryAt =
      outcome.status === 'failed' && outcome.retry && attempts < MAX_ATTEMPTS
        ? new Date(clock().getTime() + (BACKOFF_SECONDS[attempts - 1] ?? 3600) * 1000).toISOString()
        : null;
    return {
      id: delivery.id,
      status: outcome.status,
      error: outcome.status === 'sent' ? null : outcome.error,
      next_attempt_at: retryAt,
    };
  }

  const start = batched(
    (ids: number[]) => rest.rpc<(Started | null)[]>('notification_deliveries_start_many', { p_notification_ids: ids }),
    BATCH_SIZE,
  );
  const finish = batched(async (batches: Result[][]) => {
    await rest.rpc('notification_deliveries_finish', { p_results: batches.flat() });
    return batches.map(() => null);
  }, BATCH_SIZE);

  /** Records a batch of outcomes (with those of other calls under way); returns how many were sent. */
  async function record(results: Result[]): Promise<number> {
    if (results.length > 0) await finish(results);
    return results.filter((result) => result.status === 'sent').length;
  }

  return {
    async deliver(notificationId) {
      const started = await start(notificationId);
      if (!started) return { claimed: 0, sent: 0 };
      const now = started.claimed.filter((d) => d.status === 'sending');
      const sent = await record(await Promise.all(now.map((d) => run(d, started))));
      return { claimed: started.claimed.length, sent };
    },

    async retryDue(limit) {
      const due = await rest.rpc<Delivery[]>('notification_deliveries_due', { p_limit: limit });
      if (due.length === 0) return { attempted: 0, sent: 0 };
      const plans = new Map<number, Promise<Plan | null>>();
      const results = await Promise.all(
        due.map(async (delivery): Promise<Result> => {
          let pending = plans.get(delivery.notification_id);
          if (!pending) {
            pending = plan(delivery.notification_id);
            plans.set(delivery.notification_id, pending);
          }
          const found = await pending;
          if (!found || found.notification.read_at !== null) {
            return {
              id: delivery.id,
              status: 'skipped',
              error: found ? 'read in the app meanwhile' : 'the notification is gone',
              next_attempt_at: null,
            };
          }
          return run(delivery, found);
        }),
      );
      return { attempted: due.length, sent: await record(results) };
    },
  };
}
