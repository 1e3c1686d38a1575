import type { Coordinates } from './types';
import { type MessageKey, t } from '../i18n';

export const LOCATION_DENIED_MESSAGE: MessageKey = 'common.location.denied';

export type PositionFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export class PositionError extends Error {
  override name = 'PositionError';
  constructor(readonly reason: PositionFailure) {
    super(
      reason === 'denied'
        ? t(LOCATION_DENIED_MESSAGE)
        : reason === 'unsupported'
          ? t('common.location.unsupported')
          : t('common.location.failed'),
    );
  }
}

/** The device's position from the browser; rejects with a PositionError saying why not. */
export function getDevicePosition(timeoutMs = 10_000): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new PositionError('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      (error) => {
        const reason: PositionFailure =
          error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timeout' : 'unavailable';
        reject(new PositionError(reason));
      },
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
