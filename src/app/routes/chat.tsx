import { ChatPage } from '../../features/chat/components/chat-page';
import { JobBar } from '../../features/jobs/components/job-bar';
import { RateProvider } from '../../features/reviews/components/rate-provider';
import { ReviewPrompt } from '../../features/reviews/components/review-prompt';

/**
 * /chat: one conversation (kept across reloads) and, on wide screens, the list beside it. Under
 * the header of an accepted connection: where the job stands and, for the customer, the review
 * (asked for once the job is done).
 */
export function Component() {
  return (
    <ChatPage
      jobBar={(conversation) => {
        const provider = {
          messageId: conversation.messageId,
          providerId: conversation.providerId,
          providerName: conversation.counterpart.name,
        };
        return (
          <JobBar
            messageId={conversation.messageId}
            customerId={conversation.customerId}
            otherName={conversation.counterpart.name}
            review={<RateProvider {...provider} />}
            donePrompt={<ReviewPrompt {...provider} />}
          />
        );
      }}
    />
  );
}
