import { PageTitle } from '../../components/page-title';
import { ProviderReviews } from '../../features/reviews/components/provider-reviews';
import { ProviderDirectory } from '../../features/providers/components/provider-directory';
import { t } from '../../lib/i18n';

export function Component() {
  return (
    <>
      <PageTitle title={t('pages.serviceProviders.title')} />
      <ProviderDirectory
        reviews={(provider) => (
          <ProviderReviews providerId={provider.uuid} providerName={provider.firstName || provider.fullName} />
        )}
      />
    </>
  );
}
