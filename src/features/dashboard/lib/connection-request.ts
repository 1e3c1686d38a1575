import type { Database } from '../../../lib/database.types';

type MessagesRow = Database['public']['Tables']['messages']['Row'];
export type RequestRow = Pick<
  MessagesRow,
  'message_id' | 'from' | 'to' | 'is_chat' | 'username' | 'user_profile' | 'created_at'
>;

/** A connection request as the provider's requests list shows it. */
export interface ConnectionRequest {
  messageId: number;
  fromId: string;
  toId: string;
  accepted: boolean;
  senderName: string;
  senderPicture: string;
  createdAt: string;
}

export function toConnectionRequest(row: RequestRow): ConnectionRequest {
  return {
    messageId: row.message_id,
    fromId: row.from,
    toId: row.to,
    accepted: row.is_chat,
    senderName: row.username.trim() || 'A customer',
    senderPicture: row.user_profile,
    createdAt: row.created_at,
  };
}

/** Newest first; a request arriving twice (or updated) is kept once, the newer copy winning. */
export function upsertRequest(list: readonly ConnectionRequest[], request: ConnectionRequest): ConnectionRequest[] {
  return [...list.filter((item) => item.messageId !== request.messageId), request].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.messageId - a.messageId,
  );
}

export function removeRequest(list: readonly ConnectionRequest[], messageId: number): ConnectionRequest[] {
  return list.filter((item) => item.messageId !== messageId);
}
