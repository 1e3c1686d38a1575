import { Button } from '../../../components/button';
import { timeLeft, type Connection } from '../lib/connection-status';
import { t } from '../../../lib/i18n';

interface RequestStateProps {
  connection: Connection;
  name: string;
  cancelling: boolean;
  onCancel: () => void;
}

/** Where the customer's request stands: waiting (with the time left and Cancel), declined, cancelled or expired. */
export function RequestState({ connection, name, cancelling, onCancel }: RequestStateProps) {
  if (connection.status === 'pending') {
    const left = timeLeft(connection.expiresAt, Date.now());
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm font-medium text-brand-800 dark:text-brand-300">
          {t('providers.requestState.waitingFor', { name })}
          {left ? t('providers.requestState.itExpiresIn', { left }) : ''}
        </p>
        <Button variant="secondary" size="sm" loading={cancelling} onClick={onCancel}>
          {t('providers.requestState.cancelRequest')}
        </Button>
      </div>
    );
  }
  const text =
    connection.status === 'declined'
      ? connection.declineReason
        ? t('providers.requestState.declinedBecause', { name, reason: connection.declineReason })
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
