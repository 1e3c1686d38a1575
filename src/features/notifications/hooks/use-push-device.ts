import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { toApiError } from '../../../lib/api/api-error';
import { t } from '../../../lib/i18n';
import { subscribePush, subscriptionKeys, unsubscribePush } from '../../../lib/push/push-device';
import { refreshDevicePush, useDevicePush } from '../../../lib/push/push-state';
import { useAppSelector } from '../../../store/hooks';
import {
  useDeletePushRowMutation,
  useGetPushRowQuery,
  useLazyGetPushKeyQuery,
  useSavePushRowMutation,
} from '../api/notification-settings-api';
import { askNotificationPermission, useNotificationPermission, type Permission } from '../lib/notification-permission';

/**
 * This device's push, as the person sees it: `unsupported` (no service worker or Push API here),
 * `blocked` (notifications refused in the browser), `off`, `on` (subscribed and stored for the
 * signed-in account) or `checking` while that is read.
 */
export type PushStatus = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on';

export function usePushStatus(): PushStatus {
  const uuid = useAppSelector((state) => state.authUser.uuid);
  const device = useDevicePush();
  const permission = useNotificationPermission();
  const endpoint = device?.endpoint ?? null;
  const row = useGetPushRowQuery(endpoint ?? '', { skip: !uuid || !endpoint || permission !== 'granted' });
  if (device === null) return 'checking';
  if (!device.supported || permission === 'unsupported') return 'unsupported';
  if (permission === 'denied') return 'blocked';
  if (!uuid || permission !== 'granted' || !endpoint) return 'off';
  if (row.data === undefined) return row.isError ? 'off' : 'checking';
  return row.data ? 'on' : 'off';
}

const USER_AGENT_LENGTH = 300;

/**
 * Turning push on and off for this device (the Turn on buttons of the bell, the dashboard's and the
 * inbox's offer and the preferences). On: asks the browser (only here, after a tap),
 * subscribes with the server's VAPID key and stores one row for this device; an address another
 * account still holds is replaced by a fresh one. Off: removes the row and ends the subscription.
 * Where push is impossible, "on" still asks for notifications shown by the open tab.
 */
export function usePushSwitch(): { turnOn: () => Promise<boolean>; turnOff: () => Promise<void>; busy: boolean } {
  const uuid = useAppSelector((state) => state.authUser.uuid);
  const device = useDevicePush();
  const [getKey] = useLazyGetPushKeyQuery();
  const [saveRow] = useSavePushRowMutation();
  const [deleteRow] = useDeletePushRowMutation();
  const [busy, setBusy] = useState(false);

  const turnOn = useCallback(async (): Promise<boolean> => {
    setBusy(true);
    try {
      let answer: Permission;
      try {
        answer = await askNotificationPermission();
      } catch (error: unknown) {
        console.error('[mistri] Notification permission could not be asked', error);
        toast.error(t('notifications.prompt.couldNotAsk'));
        return false;
      }
      if (answer === 'denied') {
        toast.info(t('notifications.notificationBell.blocked'));
        return false;
      }
      if (answer !== 'granted' || !uuid || !device?.supported) return answer === 'granted';
      const registration = await navigator.serviceWorker.ready;
      const publicKey = await getKey(null, true).unwrap();
      const store = async (fresh: boolean) => {
        const keys = subscriptionKeys(await subscribePush(registration, publicKey, { fresh }));
        if (!keys) throw new Error(t('notifications.settings.push.couldNotTurnOn'));
        return saveRow({ ...keys, userAgent: navigator.userAgent.slice(0, USER_AGENT_LENGTH) }).unwrap();
      };
      const saved = await store(false);
      if (saved.conflict && (await store(true)).conflict)
        throw new Error(t('notifications.settings.push.couldNotTurnOn'));
      await refreshDevicePush();
      toast.success(t('notifications.settings.push.turnedOn'));
      return true;
    } catch (error: unknown) {
      console.error('[mistri] Push could not be turned on', error);
      toast.error(toApiError(error, t('notifications.settings.push.couldNotTurnOn')).message);
      return false;
    } finally {
      setBusy(false);
    }
  }, [uuid, device?.supported, getKey, saveRow]);

  const turnOff = useCallback(async () => {
    const endpoint = device?.endpoint;
    if (!endpoint) return;
    setBusy(true);
    try {
      await deleteRow(endpoint).unwrap();
      await unsubscribePush();
      await refreshDevicePush();
      toast.success(t('notifications.settings.push.turnedOff'));
    } catch (error: unknown) {
      toast.error(toApiError(error, t('notifications.settings.push.couldNotTurnOff')).message);
    } finally {
      setBusy(false);
    }
  }, [device?.endpoint, deleteRow]);

  return { turnOn, turnOff, busy };
}
