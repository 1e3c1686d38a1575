import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/button';
import { inputClasses, labelClasses } from '../../../components/form/field-styles';
import { t } from '../../../lib/i18n';
import { useFileReportMutation } from '../api/safety-api';
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  reportErrorMessage,
  type ReportReason,
  type ReportTarget,
} from '../lib/report';

interface ReportDialogProps {
  targetType: ReportTarget;
  targetId: string;
  /** What is reported, e.g. "Report this review". */
  title: string;
  onClose: () => void;
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), textarea:not([disabled])';

/**
 * The report form in a modal: a reason from the short list, optional text, then a clear "Report
 * sent". Focus starts inside, stays there while open and returns afterwards; Escape closes.
 */
export function ReportDialog({ targetType, targetId, title, onClose }: ReportDialogProps) {
  const [fileReport, { isLoading }] = useFileReportMutation();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const layerRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const titleId = useId();
  const introId = useId();
  const detailsId = useId();
  const hintId = useId();
  const problemId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      // A side panel under this dialog keeps focus inside itself on Tab; this dialog owns Tab while open.
      event.stopPropagation();
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
    // A press in here must not reach a side panel underneath, which closes on a press outside
    // itself; a press on the backdrop closes this dialog only.
    const keepPress = (event: MouseEvent) => {
      event.stopPropagation();
      if (event.target === overlayRef.current) onCloseRef.current();
    };
    const layer = layerRef.current;
    layer?.addEventListener('mousedown', keepPress);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      layer?.removeEventListener('mousedown', keepPress);
      document.removeEventListener('keydown', onKeyDown, true);
      previouslyFocused?.focus();
    };
  }, []);

  useEffect(() => {
    if (sent) dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [sent]);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (!reason) {
      setProblem(t('safety.report.chooseReason'));
      return;
    }
    setProblem(null);
    const result = await fileReport({ targetType, targetId, reason, details });
    if ('error' in result && result.error) {
      const error = result.error as { message: string; code?: string };
      setProblem(reportErrorMessage(error));
      return;
    }
    setSent(true);
  }

  return createPortal(
    <div ref={layerRef} className="fixed inset-0 z-[60] flex items-end justify-center p-4 sm:items-center">
      <div ref={overlayRef} className="absolute inset-0 bg-slate-950/50" aria-hidden="true" />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={introId}
        className="relative max-h-[calc(100svh-2rem)] w-full max-w-md overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl dark:bg-slate-900 dark:ring-1 dark:ring-slate-700"
      >
        {sent ? (
          <div role="status">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
              {t('safety.report.doneTitle')}
            </h2>
            <p id={introId} className="mt-2 text-slate-700 dark:text-slate-300">
              {t('safety.report.doneText')}
            </p>
            <div className="mt-6 flex justify-end">
              <Button onClick={onClose}>{t('safety.report.close')}</Button>
            </div>
          </div>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
              {title}
            </h2>
            <p id={introId} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              {t('safety.report.intro')}
            </p>
            <fieldset className="mt-4" aria-describedby={problem ? problemId : undefined}>
              <legend className={labelClasses}>{t('safety.report.reasonLegend')}</legend>
              <div className="grid gap-1">
                {REPORT_REASONS.map((value) => (
                  <label
                    key={value}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 text-slate-800 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800"
                  >
                    <input
                      type="radio"
                      name="reason"
                      value={value}
                      checked={reason === value}
                      onChange={() => {
                        setReason(value);
                      }}
                      className="size-4 accent-brand-700"
                    />
                    {t(`safety.report.reasons.${value}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <label htmlFor={detailsId} className={`${labelClasses} mt-4`}>
              {t('safety.report.detailsLabel')}
            </label>
            <textarea
              id={detailsId}
              value={details}
              maxLength={REPORT_DETAILS_MAX}
              rows={3}
              aria-describedby={hintId}
              onChange={(event) => {
                setDetails(event.target.value);
              }}
              className={inputClasses(false)}
            />
            <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {t('safety.report.detailsHint')}
            </p>
            {problem && (
              <p id={problemId} role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-400">
                {problem}
              </p>
            )}
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onClose} disabled={isLoading}>
                {t('safety.report.cancel')}
              </Button>
              <Button type="submit" loading={isLoading}>
                {t('safety.report.submit')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </div>,
    document.body,
  );
}
