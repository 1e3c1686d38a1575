import { useEffect, useRef } from 'react';
import { useMarkConversationReadMutation } from '../api/chat-api';
import type { ChatMessage } from '../lib/chat-message';

function newestUnreadId(messages: readonly ChatMessage[] | undefined, viewerId: string): number | null {
  let newest: number | null = null;
  for (const message of messages ?? []) {
    if (message.sender !== viewerId && message.readAt === null && (newest === null || message.id > newest)) {
      newest = message.id;
    }
  }
  return newest;
}

/**
 * Marks the other party's messages as read while the conversation is on screen (the tab is
 * visible). Each newest unread message is tried once, so a failing call never loops.
 */
export function useMarkRead(messageId: number, viewerId: string, messages: readonly ChatMessage[] | undefined) {
  const [markRead] = useMarkConversationReadMutation();
  const unreadId = newestUnreadId(messages, viewerId);
  const attempted = useRef<number | null>(null);

  useEffect(() => {
    if (unreadId === null) return;
    const markIfSeen = () => {
      if (document.visibilityState !== 'visible' || attempted.current === unreadId) return;
      attempted.current = unreadId;
      void markRead({ messageId, viewerId });
    };
    markIfSeen();
    document.addEventListener('visibilitychange', markIfSeen);
    return () => {
      document.removeEventListener('visibilitychange', markIfSeen);
    };
  }, [unreadId, messageId, viewerId, markRead]);
}
