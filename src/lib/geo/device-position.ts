import type { Coordinates } from './types';

export const LOCATION_DENIED_MESSAGE = 'Location access was denied. Please enable it in your browser settings.';

export type PositionFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export class PositionError extends Error {
  override name = 'PositionError';
  constructor(readonly reason: PositionFailure) {
    super(
      reason === 'denied'
        ? LOCATION_DENIED_MESSAGE
        : reason === 'unsupported'
          ? 'This browser cannot tell your location.'
          : 'Your location could not be found. Please try again.',
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
