import { toChatMessage } from '../lib/chat-message';
import { coalesce, coalesceByKey } from '../lib/coalesce';
import { applyIncomingMessage, sortConversations, type Conversation } from '../lib/conversation';
import { fetchConversation, fetchConversations } from './chat-queries';
import { subscribeToChatFeed } from './chat-feed';
import { subscribeToChanges } from './live-changes';

type Update = (recipe: (list: Conversation[]) => Conversation[]) => void;

function idsOf(list: readonly Conversation[]): Set<number> {
  return new Set(list.map((conversation) => conversation.messageId));
}

/**
 * Keeps a person's inbox live: new or accepted connections reload the list; new chat messages
 * (from the person's chat feed, which carries all their conversations) are applied in place;
 * messages marked read reload that one conversation. Returns the function that stops it all.
 */
export function startInboxLive(viewerId: string, initial: readonly Conversation[], update: Update) {
  let stopped = false;
  let ids = idsOf(initial);

  const refreshAll = coalesce(async () => {
    const result = await fetchConversations();
    if (stopped || 'error' in result) return;
    update(() => result.data);
    ids = idsOf(result.data);
  });

  const refreshOne = coalesceByKey(async (messageId: number) => {
    const result = await fetchConversation(messageId);
    if (stopped || 'error' in result) return;
    const fresh = result.data;
    if (!fresh) return;
    update((list) => sortConversations(list.map((item) => (item.messageId === messageId ? fresh : item))));
  });

  const stopMessages = subscribeToChatFeed(viewerId, {
    onChange(change) {
      if (change.operation === 'INSERT') {
        const message = toChatMessage(change.record);
        if (!ids.has(message.messageId)) {
          void refreshAll();
          return;
        }
        update((list) => applyIncomingMessage(list, message, viewerId));
      } else if (change.operation === 'UPDATE' && change.record.sender !== viewerId) {
        void refreshOne(change.record.message_id);
      }
    },
    onSubscribed: () => void refreshAll(),
  });
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
