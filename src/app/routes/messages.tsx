import { InboxPage } from '../../features/chat/components/inbox-page';
import { RateProvider } from '../../features/reviews/components/rate-provider';
import { CustomerRequests } from '../../features/providers/components/customer-requests';

/** /messages: the inbox of the signed-in customer or provider; a customer's open requests below it. */
export function Component() {
  return (
    <>
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
      <div className="mx-auto w-full max-w-4xl pb-8 sm:px-6">
        <CustomerRequests />
      </div>
    </>
  );
}
