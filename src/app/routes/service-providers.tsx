import { PageTitle } from '../../components/page-title';
import { ProviderDirectory } from '../../features/providers/components/provider-directory';
import { ProviderPanelReviews } from './provider-panel-reviews';
import { t } from '../../lib/i18n';

export function Component() {
  return (
    <>
      <PageTitle title={t('pages.serviceProviders.title')} />
      <ProviderDirectory reviews={(provider) => <ProviderPanelReviews provider={provider} />} />
    </>
  );
}
