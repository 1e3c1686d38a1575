import { PageTitle } from '../../components/page-title';
import { ProviderReviews } from '../../features/reviews/components/provider-reviews';
import { ProviderDirectory } from '../../features/providers/components/provider-directory';

export function Component() {
  return (
    <>
      <PageTitle title="Service Providers" />
      <ProviderDirectory
        reviews={(provider) => (
          <ProviderReviews providerId={provider.uuid} providerName={provider.firstName || provider.fullName} />
        )}
      />
    </>
  );
}
