import { PageTitle } from '../../components/page-title';
import { ProviderReviews } from '../../features/reviews/components/provider-reviews';
import { NearbyProviders } from '../../features/providers/components/nearby-providers';

export function Component() {
  return (
    <>
      <PageTitle title="Nearby Providers" />
      <NearbyProviders
        reviews={(provider) => (
          <ProviderReviews providerId={provider.uuid} providerName={provider.firstName || provider.fullName} />
        )}
      />
    </>
  );
}
