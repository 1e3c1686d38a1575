import { InboxPage } from '../../features/chat/components/inbox-page';
import { NotificationsPrompt } from '../../features/notifications/components/notifications-prompt';
import { RateProvider } from '../../features/reviews/components/rate-provider';
import { CustomerRequests } from '../../features/providers/components/customer-requests';
import { CustomerVisits } from '../../features/visits/components/customer-visits';

/** /messages: the inbox of the signed-in customer or provider; a customer's open requests below it. */
export function Component() {
  return (
    // At least a screen tall, so the footer starts below the fold and the lists arriving never move it into view.
    <div className="min-h-[calc(100svh-4rem)]">
      <InboxPage
        customerAction={(conversation) => (
          <RateProvider
            compact
            messageId={conversation.messageId}
            providerId={conversation.providerId}
            providerName={conversation.counterpart.name}
          />
        )}
        after={
          <div className="mx-auto flow-root w-full max-w-4xl pb-8 sm:px-6">
            <NotificationsPrompt className="mx-4 mb-6 sm:mx-0" />
            <CustomerRequests />
            <CustomerVisits />
          </div>
        }
      />
    </div>
  );
}
