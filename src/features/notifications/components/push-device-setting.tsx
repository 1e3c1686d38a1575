import BellOff from 'lucide-react/icons/bell-off';
import BellRing from 'lucide-react/icons/bell-ring';
import { Button } from '../../../components/button';
import { t } from '../../../lib/i18n';
import { usePushStatus, usePushSwitch, type PushStatus } from '../hooks/use-push-device';
import { SettingsCard } from './settings-card';

const STATUS_TEXT = {
  checking: 'notifications.settings.push.checking',
  unsupported: 'notifications.settings.push.unsupported',
  blocked: 'notifications.settings.push.blocked',
  off: 'notifications.settings.push.off',
  on: 'notifications.settings.push.on',
} as const satisfies Record<PushStatus, string>;

/** "Turn on push on this device": this device's state and the one button that changes it. */
export function PushDeviceSetting() {
  const status = usePushStatus();
  const { turnOn, turnOff, busy } = usePushSwitch();
  const on = status === 'on';
  const Icon = on ? BellRing : BellOff;
  return (
    <SettingsCard
      id="push-device-title"
      title={t('notifications.settings.push.title')}
      hint={t('notifications.settings.push.hint')}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <p role="status" className="flex min-w-0 flex-1 items-start gap-2 text-sm text-slate-800 dark:text-slate-200">
          <Icon
            aria-hidden="true"
            className={`mt-0.5 size-5 shrink-0 ${on ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-500'}`}
          />
          <span>{t(STATUS_TEXT[status])}</span>
        </p>
        {on ? (
          <Button variant="secondary" loading={busy} onClick={() => void turnOff()} className="shrink-0">
            {t('notifications.settings.push.turnOff')}
          </Button>
        ) : (
          status === 'off' && (
            <Button loading={busy} onClick={() => void turnOn()} className="shrink-0">
              {t('notifications.settings.push.turnOn')}
            </Button>
          )
        )}
      </div>
    </SettingsCard>
  );
}
