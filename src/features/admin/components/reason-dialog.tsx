import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/button';
import { inputClasses, labelClasses } from '../../../components/form/field-styles';
import { t } from '../../../lib/i18n';
import { REASON_MAX } from '../lib/admin-types';

interface ReasonDialogProps {
  title: string;
  /** What the decision does, under the title. */
  hint: string;
  confirmLabel: string;
  busy: boolean;
  /** Runs with the trimmed reason; the dialog stays open until the caller closes it. */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

const FOCUSABLE = 'button:not([disabled]), textarea:not([disabled])';

/**
 * Every admin decision asks for its reason here before it runs: the reason is required and goes
 * to the audit log. Focus starts in the text box, stays inside while open and returns afterwards;
 * Escape cancels.
 */
export function ReasonDialog({ title, hint, confirmLabel, busy, onConfirm, onCancel }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCancelRef = useRef(onCancel);
  const titleId = useId();
  const hintId = useId();
  const fieldId = useId();
  const fieldHintId = useId();
  const problemId = useId();

  useEffect(() => {
    onCancelRef.current = onCancel;
  }, [onCancel]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.querySelector<HTMLElement>('textarea')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCancelRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      previouslyFocused?.focus();
    };
  }, []);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setProblem(t('admin.reason.required'));
      dialogRef.current?.querySelector<HTMLElement>('textarea')?.focus();
      return;
    }
    setProblem(null);
    onConfirm(trimmed);
  };

  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-end justify-center p-4 sm:items-center">
      <div className="absolute inset-0 bg-slate-950/50" aria-hidden="true" onMouseDown={onCancel} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        className="relative max-h-[calc(100svh-2rem)] w-full max-w-md overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl dark:bg-slate-900 dark:ring-1 dark:ring-slate-700"
      >
        <form onSubmit={submit} noValidate>
          <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900 dark:text-slate-100">
            {title}
          </h2>
          <p id={hintId} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {hint}
          </p>
          <label htmlFor={fieldId} className={`${labelClasses} mt-4`}>
            {t('admin.reason.label')}
          </label>
          <textarea
            id={fieldId}
            value={reason}
            maxLength={REASON_MAX}
            rows={3}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${fieldHintId} ${problemId}` : fieldHintId}
            onChange={(event) => {
              setReason(event.target.value);
            }}
            className={inputClasses(problem !== null)}
          />
          <p id={fieldHintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {t('admin.reason.hint')}
          </p>
          {problem && (
            <p id={problemId} role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
              {problem}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {t('admin.reason.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {confirmLabel}
            </Button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
