import { ProviderDashboard } from './provider-dashboard';

/** /dashboard: the provider's numbers, requests and reviews (the same view as a provider's home). */
export function Component() {
  return <ProviderDashboard />;
}
