import { PageTitle } from '../../components/page-title';
import { NearbyProviders } from '../../features/providers/components/nearby-providers';

export function Component() {
  return (
    <>
      <PageTitle title="Nearby Providers" />
      <NearbyProviders />
    </>
  );
}
