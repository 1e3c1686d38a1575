import { isJob } from '../../store/auth-user-slice';
import { useAppSelector } from '../../store/hooks';
import { ProviderLayout } from './provider-layout';
import { SiteLayout } from './site-layout';

/** Route module: providers (a job in their metadata) get the provider layout, everyone else the site layout. */
export function Component() {
  const isProvider = useAppSelector((state) => isJob(state.authUser.metadata));
  return isProvider ? <ProviderLayout /> : <SiteLayout />;
}
