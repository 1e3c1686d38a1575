import { ChatPage } from '../../features/chat/components/chat-page';
import { RateProvider } from '../../features/reviews/components/rate-provider';
import { ReportButton } from '../../features/safety/components/report-button';
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
      reports={{
        person: (conversation) => (
          <ReportButton
            targetType={conversation.counterpart.id === conversation.providerId ? 'provider' : 'customer'}
            targetId={conversation.counterpart.id}
          />
        ),
        message: (message) => <ReportButton quiet targetType="message" targetId={String(message.id)} />,
      }}
      headerAction={(conversation) =>
        viewerId ? <RequestVisit messageId={conversation.messageId} viewerId={viewerId} /> : null
      }
    />
  );
}
