import { PageTitle } from '../../components/page-title';
import { PreferencesPage } from '../../features/profile/components/preferences-page';

export function Component() {
  return (
    <>
      <PageTitle title="Account Preferences" />
      <PreferencesPage />
    </>
  );
}
