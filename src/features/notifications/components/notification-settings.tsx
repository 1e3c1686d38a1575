import { toast } from 'react-toastify';
import { toApiError } from '../../../lib/api/api-error';
import { t } from '../../../lib/i18n';
import {
  useGetContactPhoneQuery,
  useGetNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
} from '../api/notification-settings-api';
import { deviceTimeZone, withChannel, type NotificationSettings } from '../lib/notification-settings';
import { ChannelGrid } from './channel-grid';
import { PhoneVerification } from './phone-verification';
import { PushDeviceSetting } from './push-device-setting';
import { QuietHours } from './quiet-hours';
import { SettingsCard } from './settings-card';

/**
 * Account preferences → Notifications: push on this device, the phone for SMS and WhatsApp, the
 * channels of each kind of notification and quiet hours. The bell keeps every notification anyway.
 */
export function NotificationSettingsSection({ uuid }: { uuid: string }) {
  const settings = useGetNotificationSettingsQuery(uuid);
  const phone = useGetContactPhoneQuery(uuid);
  const [save, saving] = useSaveNotificationSettingsMutation();

  const store = async (next: NotificationSettings, done?: string) => {
    try {
      await save({ uuid, settings: { ...next, timeZone: deviceTimeZone() } }).unwrap();
      if (done) toast.success(done);
    } catch (error: unknown) {
      toast.error(toApiError(error, t('notifications.settings.saveFailed')).message);
    }
  };

  return (
    <section aria-labelledby="notification-settings-title" className="flex flex-col gap-4">
      <div>
        <h2 id="notification-settings-title" className="text-xl font-semibold text-slate-900 dark:text-slate-50">
          {t('notifications.settings.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('notifications.settings.hint')}</p>
      </div>
      <PushDeviceSetting />
      <PhoneVerification uuid={uuid} />
      <SettingsCard
        id="channels-title"
        title={t('notifications.settings.channels.title')}
        hint={t('notifications.settings.channels.hint')}
      >
        {settings.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t('notifications.settings.loadFailed')}
          </p>
        )}
        {settings.data && (
          <ChannelGrid
            choice={settings.data.channels}
            phoneVerified={phone.data?.verified === true}
            onChange={(kind, channel, on) => {
              if (!settings.data) return;
              void store({ ...settings.data, channels: withChannel(settings.data.channels, kind, channel, on) });
            }}
          />
        )}
      </SettingsCard>
      <SettingsCard
        id="quiet-hours-title"
        title={t('notifications.settings.quiet.title')}
        hint={t('notifications.settings.quiet.hint')}
      >
        {settings.data && (
          <QuietHours
            settings={settings.data}
            saving={saving.isLoading}
            onSave={(quiet) => {
              if (settings.data) void store({ ...settings.data, ...quiet }, t('notifications.settings.quiet.saved'));
            }}
          />
        )}
      </SettingsCard>
    </section>
  );
}
