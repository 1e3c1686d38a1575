import { supabase } from '../../../lib/supabase';
import { logApiError, run, toApiError, type ApiError } from '../../../lib/api/api-error';
import { toChatMessage, type ChatMessage } from '../lib/chat-message';
import { toConversation, type Conversation } from '../lib/conversation';
import { t } from '../../../lib/i18n';
import { CHAT_PHOTO_BUCKET, chatPhotoPath, isAlreadyUploaded } from '../lib/chat-photos';

/** The newest messages a conversation loads; older ones are not shown. */
export const CHAT_HISTORY_LIMIT = 500;

const CHAT_MESSAGE_COLUMNS = 'id, message_id, sender, body, photos, created_at, read_at';

/** The signed-in person's uuid (from the stored session, no request), or null when signed out. */
export async function signedInUserId(): Promise<string | null> {
  const { data } = await supabase.auth.getSession();
  return data.session?.user.id ?? null;
}

export async function fetchConversations() {
  const result = await run('load conversations', () => supabase.rpc('conversations', undefined, { get: true }));
  return 'error' in result ? result : { data: (result.data ?? []).map(toConversation) };
}

export async function fetchConversation(conversationId: number) {
  const result = await run('load conversation', () =>
    // A GET, so the service worker can keep it for an offline reload of the chat.
    supabase.rpc('conversation', { conversation_id: conversationId }, { get: true }).maybeSingle(),
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
      .select(CHAT_MESSAGE_COLUMNS)
      .eq('message_id', conversationId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(CHAT_HISTORY_LIMIT),
  );
  if ('error' in result) return result;
  return { data: (result.data ?? []).map(toChatMessage).reverse() };
}

/** The row a message id (given by the sending device) already has, if a send arrived before. */
async function findByClientId(clientId: string) {
  return run('find sent chat message', () =>
    supabase.from('chat_messages').select(CHAT_MESSAGE_COLUMNS).eq('client_id', clientId).maybeSingle(),
  );
}

/**
 * Stores one message. Sending it again with the same `clientId` (a retry after a lost answer,
 * a second tab) stores nothing new and answers with the row stored the first time.
 */
export async function insertChatMessage(
  conversationId: number,
  body: string,
  clientId: string,
  photos: readonly string[] = [],
) {
  let result = await run('send chat message', () =>
    supabase
      .from('chat_messages')
      .insert({ message_id: conversationId, body, client_id: clientId, photos: [...photos] })
      .select(CHAT_MESSAGE_COLUMNS)
      .single(),
  );
  // 23505: unique violation; the only unique column a sender writes is client_id.
  if ('error' in result && result.error.code === '23505') result = await findByClientId(clientId);
  if ('error' in result) return result;
  return result.data ? { data: toChatMessage(result.data) } : { error: { message: t('chat.errors.notSaved') } };
}

/**
 * Uploads a message's photos (already resized on this device) to the sender's folder of the
 * connection; returns their paths. A photo uploaded by an earlier try of the same message is
 * there already under the same path, and counts as uploaded.
 */
export async function uploadChatPhotos(
  conversationId: number,
  senderId: string,
  clientId: string,
  photos: readonly Blob[],
): Promise<{ data: string[] } | { error: ApiError }> {
  const paths: string[] = [];
  for (const [index, photo] of photos.entries()) {
    const path = chatPhotoPath(conversationId, senderId, clientId, index);
    try {
      const { error } = await supabase.storage
        .from(CHAT_PHOTO_BUCKET)
        .upload(path, photo, { contentType: 'image/jpeg' });
      if (error && !isAlreadyUploaded(error)) {
        const apiError = toApiError(error);
        logApiError('upload chat photo', apiError);
        return { error: apiError };
      }
    } catch (thrown) {
      return { error: toApiError(thrown) };
    }
    paths.push(path);
  }
  return { data: paths };
}

/** A short-lived address of one chat photo, signed with the reader's own session. */
export async function signChatPhoto(path: string, seconds: number) {
  const result = await run('load chat photo', () =>
    supabase.storage.from(CHAT_PHOTO_BUCKET).createSignedUrl(path, seconds),
  );
  if ('error' in result) return result;
  const url = result.data?.signedUrl;
  return url ? { data: url } : { error: { message: t('common.errors.generic') } };
}

export async function markRead(conversationId: number) {
  const result = await run('mark conversation read', () =>
    supabase.rpc('mark_conversation_read', { conversation_id: conversationId }),
  );
  return 'error' in result ? result : { data: result.data ?? 0 };
}

export type { ChatMessage, Conversation };
