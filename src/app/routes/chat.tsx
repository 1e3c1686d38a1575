import { ChatPage } from '../../features/chat/components/chat-page';
import { RateProvider } from '../../features/reviews/components/rate-provider';

/** /chat: one conversation (kept across reloads) and, on wide screens, the list beside it. */
export function Component() {
  return (
    <ChatPage
      customerAction={(conversation) => (
        <RateProvider
          messageId={conversation.messageId}
          providerId={conversation.providerId}
          providerName={conversation.counterpart.name}
        />
      )}
    />
  );
}
