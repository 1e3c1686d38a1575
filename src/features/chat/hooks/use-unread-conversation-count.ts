import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../../../store/hooks';
import { useGetConversationsQuery } from '../api/chat-api';
import { countUnreadConversations } from '../lib/conversation';

/** How many conversations of the signed-in person have unread messages; updates live. 0 when signed out. */
export function useUnreadConversationCount(): number {
  const uuid = useAppSelector((state) => state.authUser.uuid);
  const { count } = useGetConversationsQuery(uuid ?? skipToken, {
    selectFromResult: ({ data }) => ({ count: data ? countUnreadConversations(data) : 0 }),
  });
  return count;
}
