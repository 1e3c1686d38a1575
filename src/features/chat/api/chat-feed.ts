import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel } from '@supabase/supabase-js';
import { supabase } from '../../../lib/supabase';
import type { Database } from '../../../lib/database.types';

type ChatRow = Database['public']['Tables']['chat_messages']['Row'];

/** One change to a chat message, as the database broadcasts it to each party's feed. */
export type ChatChange =
  | { operation: 'INSERT'; record: ChatRow }
  | { operation: 'UPDATE'; record: ChatRow }
  | { operation: 'DELETE'; record: null };

export interface ChatFeedListener {
  onChange: (change: ChatChange) => void;
  /** Called on every (re)join, so the caller can catch up on what it missed meanwhile. */
  onSubscribed?: () => void;
}

interface Feed {
  listeners: Set<ChatFeedListener>;
  channel: RealtimeChannel | null;
  joined: boolean;
  closed: boolean;
}

const feeds = new Map<string, Feed>();
/** Feeds still leaving: a topic is joined again only once its previous channel is gone. */
const leaving = new Map<string, Promise<void>>();

/** The private topic the database sends a person's chat changes to (see broadcast_chat_change). */
export function chatFeedTopic(viewerId: string): string {
  return `chats:${viewerId}`;
}

/**
 * Listens to every change to the chat messages of `viewerId`'s conversations. One channel per
 * person is shared by all listeners (the inbox and an open conversation); it is left when the
 * last listener stops. Returns the function that stops this listener.
 */
export function subscribeToChatFeed(viewerId: string, listener: ChatFeedListener): () => Promise<void> {
  const feed = feeds.get(viewerId) ?? openFeed(viewerId);
  feed.listeners.add(listener);
  if (feed.joined) listener.onSubscribed?.();
  return async () => {
    feed.listeners.delete(listener);
    if (feed.listeners.size > 0 || feed.closed) return;
    feed.closed = true;
    feeds.delete(viewerId);
    const { channel } = feed;
    if (!channel) return;
    const left = supabase.removeChannel(channel).then(() => undefined);
    leaving.set(viewerId, left);
    await left;
    if (leaving.get(viewerId) === left) leaving.delete(viewerId);
  };
}

function openFeed(viewerId: string): Feed {
  const feed: Feed = { listeners: new Set(), channel: null, joined: false, closed: false };
  feeds.set(viewerId, feed);
  void (leaving.get(viewerId) ?? Promise.resolve()).then(() => {
    if (!feed.closed) feed.channel = join(viewerId, feed);
  });
  return feed;
}

function join(viewerId: string, feed: Feed): RealtimeChannel {
  const channel = supabase.channel(chatFeedTopic(viewerId), { config: { private: true } });
  channel.on('broadcast', { event: '*' }, (message: { payload?: unknown }) => {
    const change = toChatChange(message.payload);
    if (!change) return;
    for (const listener of [...feed.listeners]) listener.onChange(change);
  });
  channel.subscribe((status, error) => {
    feed.joined = status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED;
    if (feed.joined) {
      for (const listener of [...feed.listeners]) listener.onSubscribed?.();
    } else if (status === REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR || status === REALTIME_SUBSCRIBE_STATES.TIMED_OUT) {
      console.error(`[mistri] live chat: ${status}${error ? ` (${error.message})` : ''}`);
    }
  });
  return channel;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isChatRow(value: unknown): value is ChatRow {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.message_id === 'number' &&
    typeof value.body === 'string' &&
    typeof value.created_at === 'string'
  );
}

/** The broadcast's payload as a change, or null when it is not one this feed carries. */
export function toChatChange(payload: unknown): ChatChange | null {
  if (!isRecord(payload) || payload.table !== 'chat_messages') return null;
  const { operation, record } = payload;
  if (operation === 'DELETE') return { operation, record: null };
  if ((operation === 'INSERT' || operation === 'UPDATE') && isChatRow(record)) return { operation, record };
  return null;
}
