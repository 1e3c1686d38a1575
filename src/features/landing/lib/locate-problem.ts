import { PositionError } from '../../../lib/geo/device-position';

export type LocateProblem = 'denied' | 'failed';

export const LOCATE_MESSAGES: Record<LocateProblem, string> = {
  denied:
    "Mistri cannot see where you are: location access is blocked for this site. Allow location in your browser's site settings and press Locate again, or set your place by hand in",
  failed: 'Your location could not be found right now. Press Locate to try again, or set your place by hand in',
};

/** Why the device's position could not be used: the person refused, or the device could not tell. */
export function locateProblemOf(error: unknown): LocateProblem {
  return error instanceof PositionError && error.reason === 'denied' ? 'denied' : 'failed';
}
