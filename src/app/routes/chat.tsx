import { ChatPage } from '../../features/chat/components/chat-page';
import { RateProvider } from '../../features/reviews/components/rate-provider';
import { RequestVisit } from '../../features/visits/components/request-visit';
import { useAppSelector } from '../../store/hooks';

/** /chat: one conversation (kept across reloads) and, on wide screens, the list beside it. */
export function Component() {
  const viewerId = useAppSelector((state) => state.authUser.uuid);
  return (
    <ChatPage
      customerAction={(conversation) => (
        <RateProvider
          messageId={conversation.messageId}
          providerId={conversation.providerId}
          providerName={conversation.counterpart.name}
        />
      )}
      headerAction={(conversation) =>
        viewerId ? <RequestVisit messageId={conversation.messageId} viewerId={viewerId} /> : null
      }
    />
  );
}
