import { PageTitle } from '../../components/page-title';
import { PreferencesPage } from '../../features/profile/components/preferences-page';
import { useLogOut } from './use-log-out';

export function Component() {
  const { onLogOut, loggingOut } = useLogOut({ everywhere: true });
  return (
    <>
      <PageTitle title="Account Preferences" />
      <PreferencesPage onLogOutEverywhere={onLogOut} loggingOutEverywhere={loggingOut} />
    </>
  );
}
