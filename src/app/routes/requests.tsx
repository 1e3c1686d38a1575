import { PageTitle } from '../../components/page-title';
import { ProviderArea } from '../../features/dashboard/components/provider-area';
import { RequestsList } from '../../features/dashboard/components/requests-list';
import { t } from '../../lib/i18n';

/** /requests: the provider's connection requests. */
export function Component() {
  return (
    <ProviderArea>
      {(providerId) => (
        <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
          <PageTitle title={t('pages.requests.title')} />
          <RequestsList providerId={providerId} headingLevel={1} />
        </div>
      )}
    </ProviderArea>
  );
}
