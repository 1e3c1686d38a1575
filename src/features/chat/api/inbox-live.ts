import { toChatMessage } from '../lib/chat-message';
import { coalesce, coalesceByKey } from '../lib/coalesce';
import { applyIncomingMessage, sortConversations, type Conversation } from '../lib/conversation';
import { fetchConversation, fetchConversations } from './chat-queries';
import { inFilters, subscribeToChanges } from './live-changes';

type Update = (recipe: (list: Conversation[]) => Conversation[]) => void;

function idsOf(list: readonly Conversation[]): number[] {
  return list.map((conversation) => conversation.messageId).sort((a, b) => a - b);
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/**
 * Keeps a person's inbox live: new or accepted connections reload the list (and re-aim the
 * message subscription at the new set of conversations); new chat messages are applied in place;
 * messages marked read reload that one conversation. Returns the function that stops it all.
 */
export function startInboxLive(viewerId: string, initial: readonly Conversation[], update: Update) {
  let stopped = false;
  let ids = idsOf(initial);

  const refreshAll = coalesce(async () => {
    const result = await fetchConversations();
    if (stopped || 'error' in result) return;
    update(() => result.data);
    const next = idsOf(result.data);
    if (!sameIds(next, ids)) {
      ids = next;
      const previous = stopMessages;
      stopMessages = watchMessages(ids);
      await previous();
    }
  });

  const refreshOne = coalesceByKey(async (messageId: number) => {
    const result = await fetchConversation(messageId);
    if (stopped || 'error' in result) return;
    const fresh = result.data;
    if (!fresh) return;
    update((list) => sortConversations(list.map((item) => (item.messageId === messageId ? fresh : item))));
  });

  function watchMessages(conversationIds: readonly number[]): () => Promise<void> {
    if (conversationIds.length === 0) return () => Promise.resolve();
    return subscribeToChanges({
      table: 'chat_messages',
      filters: inFilters('message_id', conversationIds),
      onChange(change) {
        if (change.eventType === 'INSERT') {
          const message = toChatMessage(change.new);
          update((list) => applyIncomingMessage(list, message, viewerId));
        } else if (change.eventType === 'UPDATE' && change.new.sender !== viewerId) {
          void refreshOne(change.new.message_id);
        }
      },
      onSubscribed: () => void refreshAll(),
    });
  }

  let stopMessages = watchMessages(ids);
  const stopConnections = subscribeToChanges({
    table: 'messages',
    filters: [`from=eq.${viewerId}`, `to=eq.${viewerId}`],
    onChange: () => void refreshAll(),
    onSubscribed: () => void refreshAll(),
  });

  return async () => {
    stopped = true;
    await Promise.all([stopConnections(), stopMessages()]);
  };
}
