import { supabase } from '../../../lib/supabase';
import { run } from '../../../lib/api/api-error';
import { toChatMessage, type ChatMessage } from '../lib/chat-message';
import { toConversation, type Conversation } from '../lib/conversation';

/** The newest messages a conversation loads; older ones are not shown. */
export const CHAT_HISTORY_LIMIT = 500;

export async function fetchConversations() {
  const result = await run('load conversations', () => supabase.rpc('conversations'));
  return 'error' in result ? result : { data: (result.data ?? []).map(toConversation) };
}

export async function fetchConversation(conversationId: number) {
  const result = await run('load conversation', () =>
    supabase.rpc('conversation', { conversation_id: conversationId }).maybeSingle(),
  );
  if ('error' in result) return result;
  return { data: result.data ? toConversation(result.data) : null };
}

/** The connection id of a customer and a provider, or null when there is none. */
export async function findConnectionId(customerId: string, providerId: string) {
  const result = await run('find connection', () =>
    supabase.from('messages').select('message_id').eq('from', customerId).eq('to', providerId).maybeSingle(),
  );
  if ('error' in result) return result;
  return { data: result.data?.message_id ?? null };
}

export async function fetchChatMessages(conversationId: number) {
  const result = await run('load chat messages', () =>
    supabase
      .from('chat_messages')
      .select('id, message_id, sender, body, created_at, read_at')
      .eq('message_id', conversationId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(CHAT_HISTORY_LIMIT),
  );
  if ('error' in result) return result;
  return { data: (result.data ?? []).map(toChatMessage).reverse() };
}

export async function insertChatMessage(conversationId: number, body: string) {
  const result = await run('send chat message', () =>
    supabase
      .from('chat_messages')
      .insert({ message_id: conversationId, body })
      .select('id, message_id, sender, body, created_at, read_at')
      .single(),
  );
  if ('error' in result) return result;
  return result.data
    ? { data: toChatMessage(result.data) }
    : { error: { message: 'The message was not saved. Please try again.' } };
}

export async function markRead(conversationId: number) {
  const result = await run('mark conversation read', () =>
    supabase.rpc('mark_conversation_read', { conversation_id: conversationId }),
  );
  return 'error' in result ? result : { data: result.data ?? 0 };
}

export type { ChatMessage, Conversation };
