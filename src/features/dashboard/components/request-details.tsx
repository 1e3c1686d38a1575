import { formatIndianPhone } from '../../../lib/validation/field-rules';
import { formatDistance } from '../../../lib/geo/format-distance';
import type { ConnectionRequest } from '../lib/connection-request';
import { declineReasonText } from '../../../lib/decline-reason';
import { type MessageKey, t } from '../../../lib/i18n';

const STATUS_TEXT: Record<ConnectionRequest['status'], MessageKey> = {
  pending: 'dashboard.status.pending',
  accepted: 'dashboard.status.accepted',
  declined: 'dashboard.status.declined',
  cancelled: 'dashboard.status.cancelled',
  expired: 'dashboard.status.expired',
};

/**
 * Under the name: where the customer is and how far (before accepting, only the place name and
 * the distance), the status, and the contact details once accepted.
 */
export function RequestDetails({ request, time }: { request: ConnectionRequest; time: string }) {
  const place = [
    request.locality,
    request.distanceKm !== null
      ? t('dashboard.requestDetails.away', { distance: formatDistance(request.distanceKm) })
      : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      {place && <span className="block truncate text-sm text-slate-600 dark:text-slate-400">{place}</span>}
      <span className="block text-sm text-slate-600 dark:text-slate-400">
        {t(STATUS_TEXT[request.status])}
        {request.status === 'declined' && declineReasonText(request.declineReason)
          ? ` (${declineReasonText(request.declineReason)})`
          : ''}
        {request.status === 'pending' && time ? t('dashboard.requestDetails.sent', { time }) : ''}
      </span>
      {request.contact && (
        <span className="block truncate text-sm text-slate-700 dark:text-slate-300">
          {[formatIndianPhone(request.contact.phone), request.contact.email].filter(Boolean).join(' · ')}
        </span>
      )}
    </>
  );
}
