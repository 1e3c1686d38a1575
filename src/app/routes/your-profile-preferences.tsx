import { PageTitle } from '../../components/page-title';
import { TwoStepSettings } from '../../features/auth/components/two-step-settings';
import { NotificationSettingsSection } from '../../features/notifications/components/notification-settings';
import { PreferencesPage } from '../../features/profile/components/preferences-page';
import { useLogOut } from './use-log-out';
import { t } from '../../lib/i18n';

export function Component() {
  const { onLogOut, loggingOut } = useLogOut({ everywhere: true });
  return (
    <>
      <PageTitle title={t('pages.yourProfilePreferences.title')} />
      <PreferencesPage
        notifications={(uuid) => <NotificationSettingsSection uuid={uuid} />}
        twoStep={<TwoStepSettings />}
        onLogOutEverywhere={onLogOut}
        loggingOutEverywhere={loggingOut}
      />
    </>
  );
}
