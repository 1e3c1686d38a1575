import { ChatPage } from '../../features/chat/components/chat-page';
import { JobBar } from '../../features/jobs/components/job-bar';
import { RateProvider } from '../../features/reviews/components/rate-provider';
import { ReportButton } from '../../features/safety/components/report-button';
import { RequestVisit } from '../../features/visits/components/request-visit';
import { useAppSelector } from '../../store/hooks';
import { ReviewPrompt } from '../../features/reviews/components/review-prompt';

/**
 * /chat: one conversation (kept across reloads) and, on wide screens, the list beside it. Under
 * the header of an accepted connection: where the job stands and, for the customer, the review
 * (asked for once the job is done).
 */
export function Component() {
  const viewerId = useAppSelector((state) => state.authUser.uuid);
  return (
    <ChatPage
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
