import { t, type MessageKey } from '../../../lib/i18n';
import type { CancelReason } from './job';

const CUSTOMER_REASON_TEXT: Record<CancelReason, MessageKey> = {
  no_longer_needed: 'jobs.reasons.customer.no_longer_needed',
  found_someone_else: 'jobs.reasons.customer.found_someone_else',
  price_not_agreed: 'jobs.reasons.customer.price_not_agreed',
  no_show: 'jobs.reasons.customer.no_show',
  other: 'jobs.reasons.customer.other',
  cannot_make_it: 'jobs.reasons.provider.cannot_make_it',
  not_my_kind_of_work: 'jobs.reasons.provider.not_my_kind_of_work',
};

const PROVIDER_REASON_TEXT: Record<CancelReason, MessageKey> = {
  ...CUSTOMER_REASON_TEXT,
  price_not_agreed: 'jobs.reasons.provider.price_not_agreed',
  no_show: 'jobs.reasons.provider.no_show',
  other: 'jobs.reasons.provider.other',
};

/** A cancel reason as the side that gave it words it ("The provider did not come"). */
export function cancelReasonText(reason: CancelReason, side: 'customer' | 'provider'): string {
  return t((side === 'customer' ? CUSTOMER_REASON_TEXT : PROVIDER_REASON_TEXT)[reason]);
}
