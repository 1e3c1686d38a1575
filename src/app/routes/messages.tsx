import { InboxPage } from '../../features/chat/components/inbox-page';
import { RateProvider } from '../../features/reviews/components/rate-provider';

/** /messages: the inbox of the signed-in customer or provider. */
export function Component() {
  return (
    <InboxPage
      customerAction={(conversation) => (
        <RateProvider
          compact
          messageId={conversation.messageId}
          providerId={conversation.providerId}
          providerName={conversation.counterpart.name}
        />
      )}
    />
  );
}
