import { PageTitle } from '../../components/page-title';
import { TwoStepSettings } from '../../features/auth/components/two-step-settings';
import { NotificationSettingsSection } from '../../features/notifications/components/notification-settings';
import { PreferencesPage } from '../../features/profile/components/preferences-page';
import { useAccountDeleted } from './use-account-deleted';
import { useLogOut } from './use-log-out';
import { t } from '../../lib/i18n';

export function Component() {
  const { onLogOut, loggingOut } = useLogOut({ everywhere: true });
  const onAccountDeleted = useAccountDeleted();
  return (
    <>
      <PageTitle title={t('pages.yourProfilePreferences.title')} />
      <PreferencesPage
        notifications={(uuid) => <NotificationSettingsSection uuid={uuid} />}
        twoStep={<TwoStepSettings />}
        onLogOutEverywhere={onLogOut}
        loggingOutEverywhere={loggingOut}
        onAccountDeleted={onAccountDeleted}
      />
    </>
  );
}
