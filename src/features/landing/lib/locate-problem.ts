import { PositionError } from '../../../lib/geo/device-position';
import { type MessageKey } from '../../../lib/i18n';

export type LocateProblem = 'denied' | 'failed';

export const LOCATE_MESSAGES: Record<LocateProblem, MessageKey> = {
  denied: 'landing.locate.denied',
  failed: 'landing.locate.failed',
};

/** Why the device's position could not be used: the person refused, or the device could not tell. */
export function locateProblemOf(error: unknown): LocateProblem {
  return error instanceof PositionError && error.reason === 'denied' ? 'denied' : 'failed';
}
