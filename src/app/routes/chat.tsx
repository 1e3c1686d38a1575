import { ChatPage } from '../../features/chat/components/chat-page';

/** /chat: one conversation (kept across reloads) and, on wide screens, the list beside it. */
export function Component() {
  return <ChatPage />;
}
