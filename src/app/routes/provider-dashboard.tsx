import { useGetCurrentUserQuery } from '../../features/auth/api/auth-api';
import { ProviderHome } from '../../features/dashboard/components/provider-home';
import { NotificationsPrompt } from '../../features/notifications/components/notifications-prompt';
import { ProviderReviewInbox } from '../../features/reviews/components/provider-review-inbox';
import { RatingTile } from '../../features/reviews/components/rating-tile';
import { ReportButton } from '../../features/safety/components/report-button';
import { RequestVisit } from '../../features/visits/components/request-visit';

/** The provider's dashboard with their rating tile and reviews (home and /dashboard). */
export function ProviderDashboard() {
  const { data: user } = useGetCurrentUserQuery();
  return (
    <ProviderHome
      accountCreatedAt={user?.created_at}
      ratingTile={(providerId) => <RatingTile providerId={providerId} />}
      notice={<NotificationsPrompt />}
      reviews={(providerId, name) => (
        <ProviderReviewInbox
          providerId={providerId}
          providerName={name}
          reviewActions={(review) => <ReportButton quiet targetType="review" targetId={String(review.id)} />}
        />
      )}
      acceptedExtra={(request) => <RequestVisit messageId={request.messageId} viewerId={request.toId} />}
    />
  );
}
