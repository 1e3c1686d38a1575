import { baseApi } from '../../../lib/api/base-api';
import { mergeChatMessages, toChatMessage, type ChatMessage } from '../lib/chat-message';
import { coalesce } from '../lib/coalesce';
import { applyIncomingMessage, markReadLocally, type Conversation } from '../lib/conversation';
import {
  fetchChatMessages,
  fetchConversation,
  fetchConversations,
  findConnectionId,
  insertChatMessage,
  markRead,
  signChatPhoto,
  signedInUserId,
} from './chat-queries';
import { CHAT_PHOTO_URL_SECONDS } from '../lib/chat-photos';
import { startInboxLive } from './inbox-live';
import { subscribeToChatFeed } from './chat-feed';
import { subscribeToChanges } from './live-changes';

/** Which connection the chat page shows: its id, or the customer and provider when the id is unknown. */
/** A conversation by its connection's id, or by its two parties when the id is not known yet. */
export type ConversationKey = { messageId: number } | { messageId: null; fromId: string; toId: string };

export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in person's inbox (argument: their uuid), kept live. */
    getConversations: build.query<Conversation[], string>({
      queryFn: () => fetchConversations(),
      async onCacheEntryAdded(viewerId, cache) {
        let initial: Conversation[];
        try {
          initial = (await cache.cacheDataLoaded).data;
        } catch {
          return;
        }
        const stop = startInboxLive(viewerId, initial, (recipe) => {
          cache.updateCachedData((draft) => recipe(draft));
        });
        await cache.cacheEntryRemoved;
        await stop();
      },
    }),

    /** One connection with the other party's details; null when there is none. Live while pending. */
    getConversation: build.query<Conversation | null, ConversationKey>({
      async queryFn(key) {
        let id: number | null = key.messageId;
        if (key.messageId === null) {
          const found = await findConnectionId(key.fromId, key.toId);
          if ('error' in found) return found;
          id = found.data;
        }
        return id === null ? { data: null } : fetchConversation(id);
      },
      async onCacheEntryAdded(_key, cache) {
        let conversation: Conversation | null;
        try {
          conversation = (await cache.cacheDataLoaded).data;
        } catch {
          return;
        }
        if (!conversation) return;
        const { messageId } = conversation;
        const refresh = coalesce(async () => {
          const result = await fetchConversation(messageId);
          if (!('error' in result)) cache.updateCachedData(() => result.data);
        });
        const stop = subscribeToChanges({
          table: 'messages',
          filters: [`message_id=eq.${messageId}`],
          onChange: () => void refresh(),
          onSubscribed: () => void refresh(),
        });
        await cache.cacheEntryRemoved;
        await stop();
      },
    }),

    /** The messages of one accepted conversation (argument: its id), oldest first, kept live. */
    getChatMessages: build.query<ChatMessage[], number>({
      queryFn: (messageId) => fetchChatMessages(messageId),
      async onCacheEntryAdded(messageId, cache) {
        try {
          await cache.cacheDataLoaded;
        } catch {
          return;
        }
        const catchUp = coalesce(async () => {
          const result = await fetchChatMessages(messageId);
          if (!('error' in result)) cache.updateCachedData((list) => mergeChatMessages(list, result.data));
        });
        const viewerId = await signedInUserId();
        if (!viewerId) return;
        const stop = subscribeToChatFeed(viewerId, {
          onChange(change) {
            if (change.operation === 'DELETE' || change.record.message_id !== messageId) return;
            const message = toChatMessage(change.record);
            cache.updateCachedData((list) => mergeChatMessages(list, [message]));
          },
          onSubscribed: () => void catchUp(),
        });
        await cache.cacheEntryRemoved;
        await stop();
      },
    }),

    /** A short-lived address of a chat photo (argument: its path), signed as the reader. */
    getChatPhotoUrl: build.query<string, string>({
      queryFn: (path) => signChatPhoto(path, CHAT_PHOTO_URL_SECONDS),
      keepUnusedDataFor: CHAT_PHOTO_URL_SECONDS / 2,
    }),

    sendChatMessage: build.mutation<
      ChatMessage,
      { messageId: number; body: string; viewerId: string; clientId: string; photos: readonly string[] }
    >({
      queryFn: ({ messageId, body, clientId, photos }) => insertChatMessage(messageId, body, clientId, photos),
      async onQueryStarted({ messageId, viewerId }, { dispatch, queryFulfilled }) {
        try {
          const { data: message } = await queryFulfilled;
          dispatch(
            chatApi.util.updateQueryData('getChatMessages', messageId, (list) => mergeChatMessages(list, [message])),
          );
          dispatch(
            chatApi.util.updateQueryData('getConversations', viewerId, (list) =>
              applyIncomingMessage(list, message, viewerId),
            ),
          );
        } catch {
          // The page shows the failure; nothing to patch.
        }
      },
    }),

    markConversationRead: build.mutation<number, { messageId: number; viewerId: string }>({
      queryFn: ({ messageId }) => markRead(messageId),
      onQueryStarted({ messageId, viewerId }, { dispatch, queryFulfilled }) {
        const readAt = new Date().toISOString();
        const inbox = dispatch(
          chatApi.util.updateQueryData('getConversations', viewerId, (list) => markReadLocally(list, messageId)),
        );
        const messages = dispatch(
          chatApi.util.updateQueryData('getChatMessages', messageId, (list) => {
            for (const message of list) {
              if (message.sender !== viewerId && message.readAt === null) message.readAt = readAt;
            }
          }),
        );
        queryFulfilled.catch(() => {
          inbox.undo();
          messages.undo();
        });
      },
    }),
  }),
});

export const {
  useGetConversationsQuery,
  useGetConversationQuery,
  useGetChatMessagesQuery,
  useGetChatPhotoUrlQuery,
  useSendChatMessageMutation,
  useMarkConversationReadMutation,
} = chatApi;
