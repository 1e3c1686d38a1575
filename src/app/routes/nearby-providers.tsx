import { PageTitle } from '../../components/page-title';
import { NearbyProviders } from '../../features/providers/components/nearby-providers';
import { ProviderPanelReviews } from './provider-panel-reviews';
import { t } from '../../lib/i18n';

export function Component() {
  return (
    <>
      <PageTitle title={t('pages.nearbyProviders.title')} />
      <NearbyProviders reviews={(provider) => <ProviderPanelReviews provider={provider} />} />
    </>
  );
}
