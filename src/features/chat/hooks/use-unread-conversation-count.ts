/**
 * Number of conversations with unread messages for the signed-in provider.
 * The provider/chat feature replaces this with its realtime query.
 */
export function useUnreadConversationCount(): number {
  return 0;
}
