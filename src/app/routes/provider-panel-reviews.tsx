import { ProviderReviews } from '../../features/reviews/components/provider-reviews';
import { ReportButton } from '../../features/safety/components/report-button';

interface ProviderPanelReviewsProps {
  provider: { uuid: string; firstName: string; fullName: string };
}

/** The provider panel's reviews, each with "Report", and "Report" for the provider under them. */
export function ProviderPanelReviews({ provider }: ProviderPanelReviewsProps) {
  return (
    <>
      <ProviderReviews
        providerId={provider.uuid}
        providerName={provider.firstName || provider.fullName}
        reviewActions={(review) => <ReportButton quiet targetType="review" targetId={String(review.id)} />}
      />
      <div className="mt-4 flex justify-end">
        <ReportButton targetType="provider" targetId={provider.uuid} />
      </div>
    </>
  );
}
