import type { Database } from '../../../lib/database.types';
import { isJob, type Job } from '../../../lib/domain/job';
import { t } from '../../../lib/i18n';
import type { ChatMessage } from './chat-message';

type ConversationRow = Database['public']['Functions']['conversations']['Returns'][number];

export interface LastMessage {
  id: number;
  body: string;
  sender: string;
  createdAt: string;
}

/** One connection seen by the signed-in person: the other party and where the chat stands. */
export interface Conversation {
  messageId: number;
  /** The customer ("from") and the provider ("to") of the connection. */
  customerId: string;
  providerId: string;
  accepted: boolean;
  connectedAt: string;
  counterpart: {
    /** Empty when the other party has deleted their account (named "Former customer/provider"). */
    id: string;
    name: string;
    picture: string;
    /** Set when the other party is a provider. */
    job: Job | null;
    phone: string;
  };
  lastMessage: LastMessage | null;
  unreadCount: number;
}

export function toConversation(row: ConversationRow): Conversation {
  // The generated types call these columns non-null; a deleted account leaves them null.
  const customerId = (row.customer_id as string | null) ?? '';
  const providerId = (row.provider_id as string | null) ?? '';
  const counterpartId = (row.counterpart_id as string | null) ?? '';
  const lastSender = row.last_sender as string | null;
  return {
    messageId: row.message_id,
    customerId,
    providerId,
    accepted: row.is_chat,
    connectedAt: row.connected_at,
    counterpart: {
      id: counterpartId,
      name:
        counterpartId !== ''
          ? row.counterpart_name
          : t(customerId === '' ? 'chat.former.customer' : 'chat.former.provider'),
      picture: row.counterpart_picture,
      job: isJob(row.counterpart_job) ? row.counterpart_job : null,
      phone: row.counterpart_phone,
    },
    lastMessage:
      row.message_count > 0
        ? {
            id: row.last_id,
            body: row.last_body,
            sender: lastSender ?? '',
            createdAt: row.last_created_at,
          }
        : null,
    unreadCount: row.unread_count,
  };
}

function activityTime(conversation: Conversation): number {
  return Date.parse(conversation.lastMessage?.createdAt ?? conversation.connectedAt);
}

/** Most recent activity first (last message, else when the connection was made). */
export function sortConversations(list: readonly Conversation[]): Conversation[] {
  return [...list].sort((a, b) => activityTime(b) - activityTime(a) || b.messageId - a.messageId);
}

/**
 * Applies a chat message that arrived live to the inbox. Ids grow with every message, so a message
 * whose id is not above the conversation's last one was already counted (a repeat or an older
 * copy) and is ignored. A newer one becomes the last message, counts as unread when the other
 * party sent it, and the list is re-sorted. Unknown conversations leave the list unchanged.
 */
export function applyIncomingMessage(
  list: readonly Conversation[],
  message: ChatMessage,
  viewerId: string,
): Conversation[] {
  const target = list.find((conversation) => conversation.messageId === message.messageId);
  if (!target || (target.lastMessage && message.id <= target.lastMessage.id)) return [...list];
  const updated: Conversation = {
    ...target,
    lastMessage: { id: message.id, body: message.body, sender: message.sender, createdAt: message.createdAt },
    unreadCount: message.sender !== viewerId && message.readAt === null ? target.unreadCount + 1 : target.unreadCount,
  };
  return sortConversations(list.map((conversation) => (conversation === target ? updated : conversation)));
}

/** The inbox after the viewer has read a conversation. */
export function markReadLocally(list: readonly Conversation[], messageId: number): Conversation[] {
  return list.map((conversation) =>
    conversation.messageId === messageId && conversation.unreadCount > 0
      ? { ...conversation, unreadCount: 0 }
      : conversation,
  );
}

/** The Messages badge: how many conversations have at least one unread message. */
export function countUnreadConversations(list: readonly Conversation[]): number {
  return list.filter((conversation) => conversation.accepted && conversation.unreadCount > 0).length;
}
