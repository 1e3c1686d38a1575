import { PageTitle } from '../../components/page-title';
import { PreferencesPage } from '../../features/profile/components/preferences-page';
import { useLogOut } from './use-log-out';
import { t } from '../../lib/i18n';

export function Component() {
  const { onLogOut, loggingOut } = useLogOut({ everywhere: true });
  return (
    <>
      <PageTitle title={t('pages.yourProfilePreferences.title')} />
      <PreferencesPage onLogOutEverywhere={onLogOut} loggingOutEverywhere={loggingOut} />
    </>
  );
}
