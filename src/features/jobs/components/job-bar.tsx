import { useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate, t } from '../../../lib/i18n';
import { useAppSelector } from '../../../store/hooks';
import {
  useCancelJobMutation,
  useConfirmJobDoneMutation,
  useDisputeJobDoneMutation,
  useGetJobQuery,
  useMarkJobDoneMutation,
} from '../api/job-api';
import { doneDueAt, jobActions, stageAt, type CancelReason, type JobProgress } from '../lib/job';
import { cancelReasonText } from '../lib/job-text';
import { CancelJobPanel } from './cancel-job-panel';

interface JobBarProps {
  messageId: number;
  customerId: string;
  /** The other party's first name. */
  otherName: string;
  /** What the customer sees once the job is done: the review prompt. */
  donePrompt?: ReactNode;
  /** What the customer sees before: the plain way to review. */
  review?: ReactNode;
}

function dueText(job: JobProgress | null): string {
  const due = doneDueAt(job);
  return due
    ? formatDate(due, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' })
    : '';
}

/** Under the chat header of an accepted connection: where the job stands and the next step. */
export function JobBar({ messageId, customerId, otherName, donePrompt, review }: JobBarProps) {
  const viewerId = useAppSelector((state) => state.authUser.uuid) ?? '';
  const { data: job, isLoading, isError } = useGetJobQuery(messageId);
  const [markDone, marking] = useMarkJobDoneMutation();
  const [confirmDone, confirming] = useConfirmJobDoneMutation();
  const [disputeDone, disputing] = useDisputeJobDoneMutation();
  const [cancelJob, cancelling] = useCancelJobMutation();
  const [cancelOpen, setCancelOpen] = useState(false);

  if (isLoading) return null;
  if (isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {t('jobs.bar.loadFailed')}
      </p>
    );
  }
  const current = job ?? null;
  const now = Date.now();
  const stage = stageAt(current, now);
  const actions = jobActions(current, viewerId, now);
  const viewerIsCustomer = viewerId === customerId;
  const side = viewerIsCustomer ? 'customer' : 'provider';
  const busy = marking.isLoading || confirming.isLoading || disputing.isLoading || cancelling.isLoading;
  const name = otherName;

  const attempt = (action: Promise<unknown>, after?: () => void) => {
    action.then(after).catch((error: unknown) => {
      toast.error(t('jobs.bar.failed', { message: toApiError(error).message }));
    });
  };

  let text: ReactNode;
  if (stage === 'on') text = t('jobs.bar.on');
  else if (stage === 'marked' && current?.markedBy === viewerId)
    text = (
      <>
        {t('jobs.bar.youMarked', { name })} {t('jobs.bar.youMarkedDue', { name, date: dueText(current) })}
      </>
    );
  else if (stage === 'marked')
    text = (
      <>
        <strong className="font-semibold">{t('jobs.bar.theyMarked', { name })}</strong>{' '}
        {t('jobs.bar.theyMarkedDue', { date: dueText(current) })}
      </>
    );
  else if (stage === 'disputed')
    text = current?.markedBy === viewerId ? t('jobs.bar.disputedByThem', { name }) : t('jobs.bar.disputedByYou');
  else if (stage === 'done')
    text = current?.stage === 'done' && current.confirmedBy ? t('jobs.bar.done') : t('jobs.bar.doneByTime');
  else if (current?.cancelReason) {
    const byCustomer = current.cancelledBy === customerId;
    const reason = cancelReasonText(current.cancelReason, byCustomer ? 'customer' : 'provider');
    text = (
      <>
        {current.cancelledBy === viewerId
          ? t('jobs.bar.cancelledByYou', { reason })
          : t('jobs.bar.cancelledByThem', { name, reason })}
        {current.cancelNote && (
          <span className="mt-1 block wrap-anywhere">{t('jobs.bar.note', { note: current.cancelNote })}</span>
        )}
      </>
    );
  }

  const tone =
    stage === 'done'
      ? 'text-emerald-900 dark:text-emerald-200'
      : stage === 'cancelled'
        ? 'text-slate-700 dark:text-slate-300'
        : 'text-slate-800 dark:text-slate-200';

  return (
    <section aria-label={t('jobs.bar.region')} className="flex flex-col gap-2" data-job-stage={stage}>
      <p role="status" className={`text-sm ${tone}`}>
        {text}
      </p>
      {stage === 'done' && viewerIsCustomer && donePrompt && (
        <div className="rounded-xl bg-emerald-50 p-3 dark:bg-emerald-500/10">{donePrompt}</div>
      )}
      {(actions.length > 0 || (stage !== 'done' && viewerIsCustomer && review)) && (
        <div className="flex flex-wrap items-center gap-2">
          {actions.includes('mark') && (
            <Button
              size="sm"
              disabled={busy}
              loading={marking.isLoading}
              onClick={() => {
                attempt(markDone(messageId).unwrap());
              }}
            >
              {t('jobs.bar.markDone')}
            </Button>
          )}
          {actions.includes('confirm') && (
            <Button
              size="sm"
              disabled={busy}
              loading={confirming.isLoading}
              onClick={() => {
                attempt(confirmDone(messageId).unwrap());
              }}
            >
              {t('jobs.bar.confirm')}
            </Button>
          )}
          {actions.includes('dispute') && (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              loading={disputing.isLoading}
              onClick={() => {
                attempt(disputeDone(messageId).unwrap());
              }}
            >
              {t('jobs.bar.dispute')}
            </Button>
          )}
          {actions.includes('cancel') && (
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setCancelOpen(true);
              }}
            >
              {t('jobs.bar.cancel')}
            </Button>
          )}
          {stage !== 'done' && viewerIsCustomer && review}
        </div>
      )}
      <CancelJobPanel
        open={cancelOpen}
        side={side}
        otherName={name}
        busy={cancelling.isLoading}
        onClose={() => {
          setCancelOpen(false);
        }}
        onCancel={(reason: CancelReason, note: string) => {
          attempt(cancelJob({ messageId, reason, note }).unwrap(), () => {
            setCancelOpen(false);
          });
        }}
      />
    </section>
  );
}
