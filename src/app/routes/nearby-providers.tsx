import { PageTitle } from '../../components/page-title';
import { ProviderReviews } from '../../features/reviews/components/provider-reviews';
import { NearbyProviders } from '../../features/providers/components/nearby-providers';
import { t } from '../../lib/i18n';

export function Component() {
  return (
    <>
      <PageTitle title={t('pages.nearbyProviders.title')} />
      <NearbyProviders
        reviews={(provider) => (
          <ProviderReviews providerId={provider.uuid} providerName={provider.firstName || provider.fullName} />
        )}
      />
    </>
  );
}
