import { localeOf, emailContent, shortText, wordNotification, type NotificationWords } from '../_shared/messages.ts';
import { sendEmail, sendSms, sendWhatsApp, type SendOutcome } from '../_shared/messaging.ts';
import { pushEndpointRefusal } from '../_shared/push-endpoint.ts';
import type { Rest } from '../_shared/rest.ts';
import type { Settings } from '../_shared/settings.ts';
import { sendWebPush, utf8Payload } from './push.ts';
import { quietHoursEnd } from './quiet-hours.ts';

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
    params: { name?: string; reason?: string; preview?: string; rating?: number };
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

/** Seconds to wait before attempt n + 1 after n failed ones; no more attempts after the last. */
const BACKOFF_SECONDS = [30, 120, 600, 3600];
export const MAX_ATTEMPTS = BACKOFF_SECONDS.length + 1;

/** Without a preferences row (or for a kind it leaves out): push always, e-mail for these two. */
export function defaultChannels(kind: string): Channel[] {
  return kind === 'new_request' || kind === 'request_accepted' ? ['push', 'email'] : ['push'];
}

export function channelsFor(plan: Plan): Channel[] {
  const chosen = plan.preferences?.channels[plan.notification.kind];
  return Array.isArray(chosen)
    ? chosen.filter((c) => (CHANNELS as readonly string[]).includes(c))
    : defaultChannels(plan.notification.kind);
}

/** The page of the exact request or conversation (the app's routes). */
export function notificationPath(notification: Plan['notification']): string {
  const { kind, message_id: messageId } = notification;
  if (messageId !== null && (kind === 'new_message' || kind === 'request_accepted')) return `/chat/${messageId}`;
  if (messageId !== null && kind === 'new_request') return `/requests?request=${messageId}`;
  return /^\/(?!\/)/.test(notification.link) ? notification.link : '/';
}

/** Quiet hours hold for this notification until the returned instant, or not at all (null). */
function heldUntil(plan: Plan, now: Date): Date | null {
  const preferences = plan.preferences;
  if (!preferences?.quiet_from || !preferences.quiet_until) return null;
  if (plan.notification.kind === 'new_request' && preferences.quiet_allows_requests) return null;
  return quietHoursEnd(
    { from: preferences.quiet_from, until: preferences.quiet_until, timeZone: preferences.time_zone },
    now,
  );
}

interface Wanted {
  channel: Channel;
  target: string;
  status: 'sending' | 'held';
  next_attempt_at: string | null;
}

/** Every delivery a notification calls for: one per push subscription, phone channel and address. */
export function wantedDeliveries(plan: Plan, now: Date): Wanted[] {
  const held = heldUntil(plan, now);
  const status = held ? 'held' : 'sending';
  const next = held ? held.toISOString() : null;
  const wanted: Wanted[] = [];
  for (const channel of channelsFor(plan)) {
    const targets =
      channel === 'push'
        ? plan.subscriptions.map((s) => s.endpoint)
        : channel === 'email'
          ? plan.email
            ? [plan.email]
            : []
          : plan.phone
            ? [plan.phone]
            : [];
    for (const target of targets) wanted.push({ channel, target, status, next_attempt_at: next });
  }
  return wanted;
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
    if (response.status === 404 || response.status === 410) {
      await rest.delete('push_subscriptions', `id=eq.${subscription.id}`);
      return { status: 'gone', error: `${response.status} ${detail}` };
    }
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

  async function run(delivery: Delivery, plan: Plan): Promise<boolean> {
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
    await rest.rpc('notification_delivery_finish', {
      p_id: delivery.id,
      p_status: outcome.status,
      p_error: outcome.status === 'sent' ? null : outcome.error,
      p_next_attempt_at: retryAt,
    });
    return outcome.status === 'sent';
  }

  return {
    async deliver(notificationId) {
      const found = await plan(notificationId);
      if (!found) return { claimed: 0, sent: 0 };
      const wanted = wantedDeliveries(found, clock());
      if (wanted.length === 0) return { claimed: 0, sent: 0 };
      const claimed = await rest.rpc<Delivery[]>('notification_deliveries_claim', {
        p_notification_id: notificationId,
        p_deliveries: wanted,
      });
      const now = claimed.filter((d) => d.status === 'sending');
      const results = await Promise.all(now.map((d) => run(d, found)));
      return { claimed: claimed.length, sent: results.filter(Boolean).length };
    },

    async retryDue(limit) {
      const due = await rest.rpc<Delivery[]>('notification_deliveries_due', { p_limit: limit });
      const plans = new Map<number, Promise<Plan | null>>();
      const results = await Promise.all(
        due.map(async (delivery) => {
          let pending = plans.get(delivery.notification_id);
          if (!pending) {
            pending = plan(delivery.notification_id);
            plans.set(delivery.notification_id, pending);
          }
          const found = await pending;
          if (!found || found.notification.read_at !== null) {
            await rest.rpc('notification_delivery_finish', {
              p_id: delivery.id,
              p_status: 'skipped',
              p_error: found ? 'read in the app meanwhile' : 'the notification is gone',
              p_next_attempt_at: null,
            });
            return false;
          }
          return run(delivery, found);
        }),
      );
      return { attempted: due.length, sent: results.filter(Boolean).length };
    },
  };
}
