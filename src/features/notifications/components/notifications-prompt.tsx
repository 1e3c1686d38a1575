import BellRing from 'lucide-react/icons/bell-ring';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { t } from '../../../lib/i18n';
import { isJob } from '../../../lib/domain/job';
import { useAppSelector } from '../../../store/hooks';
import { usePushStatus, usePushSwitch } from '../hooks/use-push-device';
import { useNotificationPermission } from '../lib/notification-permission';

const DISMISSED_KEY = 'mistri.notificationsPrompt.dismissed';

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Offers notifications where people wait for an answer (the dashboard, the inbox), not only inside
 * the bell: push for this device where the browser can take it (they come even when Mistri is
 * closed), else system notifications from the open tab. Shown until that is on or refused, or
 * until "Not now".
 */
export function NotificationsPrompt({ className = '' }: { className?: string }) {
  const provider = useAppSelector((state) => isJob(state.authUser.metadata));
  const permission = useNotificationPermission();
  const push = usePushStatus();
  const { turnOn, busy } = usePushSwitch();
  const [dismissed, setDismissed] = useState(wasDismissed);
  const pushPossible = push === 'off' || push === 'on';
  const offered = permission === 'default' || (permission === 'granted' && push === 'off');
  if (!offered || dismissed) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch (error: unknown) {
      console.error('[mistri] The choice could not be remembered', error);
    }
  };

  return (
    <section
      aria-label={t('notifications.prompt.label')}
      className={`flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center dark:border-brand-500/30 dark:bg-brand-500/10 ${className}`}
    >
      <BellRing aria-hidden="true" className="hidden size-6 shrink-0 text-brand-700 sm:block dark:text-brand-300" />
      <p className="min-w-0 flex-1 text-sm text-slate-800 dark:text-slate-200">
        {pushPossible
          ? provider
            ? t('notifications.prompt.providerPush')
            : t('notifications.prompt.customerPush')
          : provider
            ? t('notifications.prompt.provider')
            : t('notifications.prompt.customer')}
      </p>
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          loading={busy}
          onClick={() => {
            void turnOn();
          }}
        >
          {t('notifications.notificationBell.turnOn')}
        </Button>
        <Button size="sm" variant="secondary" onClick={dismiss}>
          {t('notifications.prompt.notNow')}
        </Button>
      </div>
    </section>
  );
}
