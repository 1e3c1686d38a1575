import type { Database } from '../../../lib/database.types';

/** The columns a chat message is read with (its client id stays with the database). */
type ChatMessageRow = Omit<Database['public']['Tables']['chat_messages']['Row'], 'client_id'>;

/** One chat message as the app uses it. */
export interface ChatMessage {
  id: number;
  messageId: number;
  /** Empty when the sender has deleted their account. */
  sender: string;
  /** May be empty when the message has photos. */
  body: string;
  /** Paths in the chat_photos bucket, shown through signed addresses. */
  photos: string[];
  createdAt: string;
  readAt: string | null;
}

export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    messageId: row.message_id,
    sender: row.sender ?? '',
    body: row.body,
    photos: row.photos,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

/** Oldest first; messages written in the same instant keep the order the database gave them. */
export function compareChatMessages(a: ChatMessage, b: ChatMessage): number {
  const byTime = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  return byTime === 0 ? a.id - b.id : byTime;
}

/**
 * Adds messages that arrived (live, as the answer to a send, or from a catch-up read) to a list:
 * one entry per id, sorted oldest first. Returns a new array. Copies can arrive out of order (a
 * send's answer after the other party's read mark), so a copy never takes back what the database
 * never undoes: a read mark, or a sender gone with their account.
 */
export function mergeChatMessages(list: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of list) byId.set(message.id, message);
  for (const message of incoming) {
    const known = byId.get(message.id);
    byId.set(message.id, known ? newerCopy(known, message) : message);
  }
  return [...byId.values()].sort(compareChatMessages);
}

function newerCopy(known: ChatMessage, arrived: ChatMessage): ChatMessage {
  return {
    ...arrived,
    readAt: arrived.readAt ?? known.readAt,
    sender: known.sender === '' ? '' : arrived.sender,
  };
}

/** How many messages of the other party the viewer has not read yet. */
export function countUnread(messages: readonly ChatMessage[], viewerId: string): number {
  return messages.filter((message) => message.sender !== viewerId && message.readAt === null).length;
}
