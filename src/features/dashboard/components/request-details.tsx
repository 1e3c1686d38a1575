import { RequestPhotos } from '../../../components/request-photos';
import { formatIndianPhone } from '../../../lib/validation/field-rules';
import { formatDistance } from '../../../lib/geo/format-distance';
import type { ConnectionRequest, WantedTime } from '../lib/connection-request';
import { declineReasonText } from '../../../lib/decline-reason';
import { formatDate, type MessageKey, t } from '../../../lib/i18n';

const STATUS_TEXT: Record<ConnectionRequest['status'], MessageKey> = {
  pending: 'dashboard.status.pending',
  accepted: 'dashboard.status.accepted',
  declined: 'dashboard.status.declined',
  cancelled: 'dashboard.status.cancelled',
  expired: 'dashboard.status.expired',
  taken: 'dashboard.status.taken',
};

const SLOT_TEXT: Record<'morning' | 'afternoon' | 'evening', MessageKey> = {
  morning: 'dashboard.requestDetails.slotMorning',
  afternoon: 'dashboard.requestDetails.slotAfternoon',
  evening: 'dashboard.requestDetails.slotEvening',
};

function wantedText(wanted: WantedTime): string {
  if (wanted.kind === 'soon') return t('dashboard.requestDetails.wantedSoon');
  if (wanted.kind === 'today') return t('dashboard.requestDetails.wantedToday');
  return t('dashboard.requestDetails.wantedSlot', {
    date: formatDate(new Date(`${wanted.date}T12:00:00`), { weekday: 'short', day: 'numeric', month: 'short' }),
    slot: t(SLOT_TEXT[wanted.slot]),
  });
}

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
        {t(
          request.helpNow && request.status === 'cancelled'
            ? 'dashboard.status.withdrawn'
            : STATUS_TEXT[request.status],
        )}
        {request.status === 'declined' && declineReasonText(request.declineReason)
          ? ` (${declineReasonText(request.declineReason)})`
          : ''}
        {request.status === 'pending' && time ? t('dashboard.requestDetails.sent', { time }) : ''}
      </span>
      <span className="block text-sm text-slate-700 dark:text-slate-300">{wantedText(request.wanted)}</span>
      {request.contact && (
        <span className="block truncate text-sm text-slate-700 dark:text-slate-300">
          {[formatIndianPhone(request.contact.phone), request.contact.email].filter(Boolean).join(' · ')}
        </span>
      )}
    </>
  );
}

/** What the customer wrote and showed, across the row's full width: help-now mark, description, photos. */
export function RequestWhat({ request }: { request: ConnectionRequest }) {
  if (!request.helpNow && !request.description && request.photos.length === 0) return null;
  return (
    <div className="flex basis-full flex-col items-start gap-2 sm:pl-13">
      {request.helpNow && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
          {t('dashboard.requestDetails.helpNow')}
        </span>
      )}
      {request.description && (
        <p className="text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
          {request.description}
        </p>
      )}
      <RequestPhotos paths={request.photos} />
    </div>
  );
}
