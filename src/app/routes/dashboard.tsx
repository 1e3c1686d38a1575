import { ProviderHome } from '../../features/dashboard/components/provider-home';

/** /dashboard: the provider's numbers and requests (the same view as a provider's home). */
export function Component() {
  return <ProviderHome />;
}
