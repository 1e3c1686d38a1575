import { formatDistance } from '../../../lib/geo/format-distance';
import type { ConnectionRequest } from '../lib/connection-request';
import { t } from '../../../lib/i18n';

const STATUS_TEXT: Record<ConnectionRequest['status'], string> = {
  pending: 'Waiting for your answer',
  accepted: 'Accepted · open the chat',
  declined: 'You declined',
  cancelled: 'Cancelled by the customer',
  expired: 'Expired: not answered within 24 hours',
};

/**
 * Under the name: where the customer is and how far (before accepting, only the place name and
 * the distance), the status, and the contact details once accepted.
 */
export function RequestDetails({ request, time }: { request: ConnectionRequest; time: string }) {
  const place = [request.locality, request.distanceKm !== null ? `${formatDistance(request.distanceKm)} away` : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      {place && <span className="block truncate text-sm text-slate-600 dark:text-slate-400">{place}</span>}
      <span className="block text-sm text-slate-600 dark:text-slate-400">
        {STATUS_TEXT[request.status]}
        {request.status === 'declined' && request.declineReason ? ` (${request.declineReason})` : ''}
        {request.status === 'pending' && time ? t('dashboard.requestDetails.sent', { time }) : ''}
      </span>
      {request.contact && (
        <span className="block truncate text-sm text-slate-700 dark:text-slate-300">
          {[request.contact.phone, request.contact.email].filter(Boolean).join(' · ')}
        </span>
      )}
    </>
  );
}
