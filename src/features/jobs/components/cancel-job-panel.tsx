import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { FieldError } from '../../../components/form/field-error';
import { inputClasses, labelClasses } from '../../../components/form/field-styles';
import { SidePanel } from '../../../components/side-panel';
import { formatNumber, t } from '../../../lib/i18n';
import { CANCEL_NOTE_MAX, cancelNoteProblem, cancelReasonsFor, type CancelReason } from '../lib/job';
import { cancelReasonText } from '../lib/job-text';

interface CancelJobPanelProps {
  open: boolean;
  side: 'customer' | 'provider';
  otherName: string;
  busy: boolean;
  onClose: () => void;
  onCancel: (reason: CancelReason, note: string) => void;
}

/** Cancelling a job: a reason from the viewer's side's list and an optional note (needed for "Other"). */
export function CancelJobPanel({ open, side, otherName, busy, onClose, onCancel }: CancelJobPanelProps) {
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const noteId = useId();
  const reasonErrorId = useId();
  const noteErrorId = useId();
  const noteHintId = useId();

  const problem = reason ? cancelNoteProblem(reason, note) : null;
  const reasonError = tried && !reason ? t('jobs.cancel.reasonNeeded') : undefined;
  const noteError =
    tried && problem
      ? problem === 'noteNeeded'
        ? t('jobs.cancel.noteNeeded')
        : t('jobs.cancel.noteTooLong', { max: formatNumber(CANCEL_NOTE_MAX) })
      : undefined;

  const submit = () => {
    setTried(true);
    if (!reason || problem) return;
    onCancel(reason, note);
  };

  return (
    <SidePanel open={open} onClose={onClose} title={t('jobs.cancel.title', { name: otherName })}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="mx-auto flex max-w-md flex-col gap-5"
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('jobs.cancel.intro', { name: otherName })}</p>
        <fieldset aria-describedby={reasonError ? reasonErrorId : undefined}>
          <legend className={labelClasses}>{t('jobs.cancel.reason')}</legend>
          <div className="flex flex-col gap-1">
            {cancelReasonsFor(side).map((item) => (
              <label
                key={item}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-slate-900 hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-800"
              >
                <input
                  type="radio"
                  name="cancel-reason"
                  value={item}
                  checked={reason === item}
                  onChange={() => {
                    setReason(item);
                  }}
                  className="size-4 accent-brand-700"
                />
                {cancelReasonText(item, side)}
              </label>
            ))}
          </div>
          <FieldError id={reasonErrorId} message={reasonError} />
        </fieldset>
        <div>
          <label htmlFor={noteId} className={labelClasses}>
            {t('jobs.cancel.note')}
          </label>
          <textarea
            id={noteId}
            rows={3}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
            }}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${noteHintId} ${noteErrorId}` : noteHintId}
            className={inputClasses(noteError !== undefined)}
          />
          <p id={noteHintId} className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
            {t('jobs.cancel.noteOptional', { max: formatNumber(CANCEL_NOTE_MAX) })}
          </p>
          <FieldError id={noteErrorId} message={noteError} />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="danger" loading={busy}>
            {t('jobs.cancel.submit')}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={onClose}>
            {t('jobs.cancel.keep')}
          </Button>
        </div>
      </form>
    </SidePanel>
  );
}
