import { t, type MessageKey } from './i18n';

/** The reasons a provider may give; the database stores these codes and accepts no others. */
export const DECLINE_REASONS = ['Too far', 'Fully booked', 'Not my kind of work'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

const LABELS: Record<DeclineReason, MessageKey> = {
  'Too far': 'dashboard.declineReasons.tooFar',
  'Fully booked': 'dashboard.declineReasons.fullyBooked',
  'Not my kind of work': 'dashboard.declineReasons.notMyWork',
};

export function isDeclineReason(value: unknown): value is DeclineReason {
  return typeof value === 'string' && (DECLINE_REASONS as readonly string[]).includes(value);
}

/** A stored reason code in the reader's language; '' for none or one this version does not know. */
export function declineReasonText(code: string | null | undefined): string {
  return isDeclineReason(code) ? t(LABELS[code]) : '';
}
