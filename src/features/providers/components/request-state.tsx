import { Button } from '../../../components/button';
import { timeLeft, type Connection } from '../lib/connection-status';

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
          Request sent. Waiting for {name} to accept it.{left ? ` It expires in ${left}.` : ''}
        </p>
        <Button variant="secondary" size="sm" loading={cancelling} onClick={onCancel}>
          Cancel request
        </Button>
      </div>
    );
  }
  const text =
    connection.status === 'declined'
      ? `${name} declined your request${connection.declineReason ? `: ${connection.declineReason}` : ''}.`
      : connection.status === 'expired'
        ? `${name} did not answer within 24 hours, so your request expired.`
        : connection.status === 'cancelled'
          ? 'You cancelled your request.'
          : '';
  if (!text) return null;
  return (
    <p role="status" className="text-sm font-medium text-slate-800 dark:text-slate-200">
      {text} You can ask again.
    </p>
  );
}
