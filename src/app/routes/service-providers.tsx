import { PageTitle } from '../../components/page-title';
import { ProviderDirectory } from '../../features/providers/components/provider-directory';

export function Component() {
  return (
    <>
      <PageTitle title="Service Providers" />
      <ProviderDirectory />
    </>
  );
}
