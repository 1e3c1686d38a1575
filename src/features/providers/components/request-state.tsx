import Clock from 'lucide-react/icons/clock';
import { Button } from '../../../components/button';
import type { Connection } from '../lib/connection-status';
import { nearExpiry } from '../../../lib/expiry';
import { t } from '../../../lib/i18n';
import { declineReasonText } from '../../../lib/decline-reason';

interface RequestStateProps {
  connection: Connection;
  name: string;
  cancelling: boolean;
  onCancel: () => void;
}

/** Where the customer's request stands: waiting (with the time left and Cancel), declined, cancelled or expired. */
export function RequestState({ connection, name, cancelling, onCancel }: RequestStateProps) {
  if (connection.status === 'pending') {
    const when = nearExpiry(connection.expiresAt, Date.now());
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          role="status"
          className="inline-flex items-start gap-1.5 text-sm font-medium text-slate-700 dark:text-slate-300"
        >
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {t('providers.requestState.waitingFor', { name })}
            {when ? t('providers.requestState.itExpires', { when }) : ''}
          </span>
        </p>
        <Button variant="secondary" size="sm" loading={cancelling} onClick={onCancel}>
          {t('providers.requestState.cancelRequest')}
        </Button>
      </div>
    );
  }
  const text =
    connection.status === 'declined'
      ? declineReasonText(connection.declineReason)
        ? t('providers.requestState.declinedBecause', { name, reason: declineReasonText(connection.declineReason) })
        : t('providers.requestState.declined', { name })
      : connection.status === 'expired'
        ? t('providers.requestState.expired', { name })
        : connection.status === 'cancelled'
          ? t('providers.requestState.cancelled')
          : '';
  if (!text) return null;
  return (
    <p role="status" className="text-sm font-medium text-slate-800 dark:text-slate-200">
      {text} {t('providers.requestState.youCanAskAgain')}
    </p>
  );
}
