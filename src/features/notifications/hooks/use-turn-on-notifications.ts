import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { t } from '../../../lib/i18n';
import { askNotificationPermission } from '../lib/notification-permission';

/** The Turn on buttons' action: asks the browser, and says how to undo a block if it is refused. */
export function useTurnOnNotifications(): () => Promise<void> {
  return useCallback(async () => {
    try {
      const answer = await askNotificationPermission();
      if (answer === 'denied') toast.info(t('notifications.notificationBell.blocked'));
    } catch (error: unknown) {
      console.error('[mistri] Notification permission could not be asked', error);
      toast.error(t('notifications.prompt.couldNotAsk'));
    }
  }, []);
}
