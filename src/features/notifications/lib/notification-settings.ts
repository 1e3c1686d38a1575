import type { Json } from '../../../lib/database.types';

/** What the notify function sends, one kind per notification the database writes. */
export const NOTIFICATION_KINDS = [
  'new_request',
  'request_accepted',
  'request_declined',
  'request_expired',
  'new_message',
  'new_review',
  'review_reply',
  'visit_proposed',
  'visit_agreed',
  'visit_reminder',
  'job_marked_done',
  'job_done',
  'job_disputed',
  'job_cancelled',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const CHANNELS = ['push', 'sms', 'whatsapp', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Channels that need a verified phone. */
export const PHONE_CHANNELS: readonly Channel[] = ['sms', 'whatsapp'];

export type ChannelChoice = Record<NotificationKind, Channel[]>;

export interface NotificationSettings {
  channels: ChannelChoice;
  /** "HH:MM", or null for no quiet hours. */
  quietFrom: string | null;
  quietUntil: string | null;
  /** New requests still come during quiet hours. */
  quietAllowsRequests: boolean;
  timeZone: string;
}

/** Who has never saved a choice: push for everything, e-mail too for a new and an accepted request. */
export function defaultChannels(): ChannelChoice {
  const choice = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, ['push']])) as ChannelChoice;
  choice.new_request = ['push', 'email'];
  choice.request_accepted = ['push', 'email'];
  return choice;
}

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

export function defaultSettings(): NotificationSettings {
  return {
    channels: defaultChannels(),
    quietFrom: null,
    quietUntil: null,
    quietAllowsRequests: true,
    timeZone: DEFAULT_TIME_ZONE,
  };
}

function isChannel(value: Json | undefined): value is Channel {
  return typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);
}

/** The stored map, read kind by kind: a kind missing or malformed keeps its default. */
export function toChannelChoice(value: Json): ChannelChoice {
  const choice = defaultChannels();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return choice;
  for (const kind of NOTIFICATION_KINDS) {
    const stored = value[kind];
    if (Array.isArray(stored))
      choice[kind] = CHANNELS.filter((channel) => stored.some((item) => isChannel(item) && item === channel));
  }
  return choice;
}

/** "22:00:00" (Postgres time) → "22:00"; anything else → null. */
export function toClock(value: string | null): string | null {
  const match = value === null ? null : /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/.exec(value);
  return match ? `${match[1] ?? ''}:${match[2] ?? ''}` : null;
}

export interface NotificationPreferencesRow {
  channels: NonNullable<Json>;
  quiet_from: string | null;
  quiet_until: string | null;
  quiet_allows_requests: boolean;
  time_zone: string;
}

export function toSettings(row: NotificationPreferencesRow | null): NotificationSettings {
  if (!row) return defaultSettings();
  return {
    channels: toChannelChoice(row.channels),
    quietFrom: toClock(row.quiet_from),
    quietUntil: toClock(row.quiet_until),
    quietAllowsRequests: row.quiet_allows_requests,
    timeZone: row.time_zone || DEFAULT_TIME_ZONE,
  };
}

export function toRow(settings: NotificationSettings): NotificationPreferencesRow {
  const quiet =
    settings.quietFrom !== null && settings.quietUntil !== null && settings.quietFrom !== settings.quietUntil;
  return {
    channels: settings.channels,
    quiet_from: quiet ? settings.quietFrom : null,
    quiet_until: quiet ? settings.quietUntil : null,
    quiet_allows_requests: settings.quietAllowsRequests,
    time_zone: settings.timeZone,
  };
}

/** Turns one channel of one kind on or off, keeping the channels in their fixed order. */
export function withChannel(
  choice: ChannelChoice,
  kind: NotificationKind,
  channel: Channel,
  on: boolean,
): ChannelChoice {
  const current = new Set(choice[kind]);
  if (on) current.add(channel);
  else current.delete(channel);
  return { ...choice, [kind]: CHANNELS.filter((item) => current.has(item)) };
}

/** The reader's own time zone when the browser knows it, else India's. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
