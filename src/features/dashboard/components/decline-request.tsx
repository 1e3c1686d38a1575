import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { DECLINE_REASONS, declineReasonText, type DeclineReason } from '../../../lib/decline-reason';
import { t } from '../../../lib/i18n';

interface DeclineRequestProps {
  senderName: string;
  busy: boolean;
  onDecline: (reason: DeclineReason | null) => void;
}

/** "Decline", then an optional reason from a short list; the customer is offered other providers. */
export function DeclineRequest({ senderName, busy, onDecline }: DeclineRequestProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<DeclineReason | ''>('');
  const selectId = useId();
  const select = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    // Pressing Decline moves focus to the reason, the next thing to answer.
    if (open) select.current?.focus();
  }, [open]);

  if (!open) {
    return (
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        aria-label={t('dashboard.declineRequest.declineRequestFrom', { senderName })}
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('dashboard.declineRequest.decline')}
      </Button>
    );
  }
  return (
    <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
      <label htmlFor={selectId} className="sr-only">
        {t('dashboard.declineRequest.reasonForDeclining')} {senderName}
      </label>
      <select
        id={selectId}
        ref={select}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value as DeclineReason | '');
        }}
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 sm:flex-none dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      >
        <option value="">{t('dashboard.declineRequest.noReasonGiven')}</option>
        {DECLINE_REASONS.map((item) => (
          <option key={item} value={item}>
            {declineReasonText(item)}
          </option>
        ))}
      </select>
      <Button
        variant="danger"
        size="sm"
        loading={busy}
        onClick={() => {
          onDecline(reason || null);
        }}
      >
        {t('dashboard.declineRequest.confirmDecline')}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        onClick={() => {
          setOpen(false);
        }}
      >
        {t('dashboard.declineRequest.keep')}
      </Button>
    </div>
  );
}
