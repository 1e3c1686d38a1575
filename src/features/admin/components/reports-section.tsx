import { useState } from 'react';
import { Button } from '../../../components/button';
import { formatDate, t } from '../../../lib/i18n';
import { useDecideReportMutation, useGetReportQueueQuery } from '../api/admin-api';
import type { ReportDecision, ReportGroup } from '../lib/admin-types';
import { announceDecision } from './decision-toasts';
import { ReasonDialog } from './reason-dialog';
import { cardClasses, SectionStatus } from './section-status';

/** Open reports grouped by what they report, most reported first; uphold or dismiss each group. */
export function ReportsSection() {
  const queue = useGetReportQueueQuery();
  const [decide, deciding] = useDecideReportMutation();
  const [pending, setPending] = useState<{ group: ReportGroup; decision: ReportDecision } | null>(null);
  const groups = queue.data ?? [];

  const confirm = async (reason: string) => {
    if (!pending) return;
    const { group, decision } = pending;
    const result = await decide({ targetType: group.targetType, targetId: group.targetId, decision, reason });
    if (announceDecision(result, t(decision === 'uphold' ? 'admin.reports.upheld' : 'admin.reports.dismissed')))
      setPending(null);
  };

  return (
    <>
      <SectionStatus
        loading={queue.isLoading}
        failed={queue.isError}
        empty={groups.length === 0}
        emptyText={t('admin.reports.empty')}
        onRetry={() => void queue.refetch()}
      />
      <ul className="flex flex-col gap-4" aria-label={t('admin.sections.reports')}>
        {groups.map((group) => {
          const target = t(`admin.targets.${group.targetType}`);
          return (
            <li key={`${group.targetType}:${group.targetId}`} className={cardClasses}>
              <article aria-label={`${target}: ${group.targetName ?? group.targetId}`}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold break-words text-slate-900 dark:text-slate-100">
                    {target}
                    {': '}
                    {group.targetName ?? t('admin.reports.unknownTarget')}
                  </h3>
                  <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-medium text-red-800 dark:bg-red-500/15 dark:text-red-300">
                    {group.reports === 1
                      ? t('admin.reports.countOne')
                      : t('admin.reports.count', { count: group.reports })}
                  </span>
                </div>
                {group.targetText && (
                  <blockquote className="mt-2 border-l-4 border-slate-200 pl-3 break-words whitespace-pre-line text-slate-800 dark:border-slate-600 dark:text-slate-200">
                    {group.targetText}
                  </blockquote>
                )}
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                  {t('admin.reports.reasons', {
                    reasons: group.reasons.map((reason) => reasonLabel(reason)).join(', '),
                  })}
                </p>
                {group.details.length > 0 && (
                  <details className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                    <summary className="cursor-pointer py-1">{t('admin.reports.details')}</summary>
                    <ul className="list-disc pl-5">
                      {group.details.map((detail, index) => (
                        <li key={index} className="break-words">
                          {detail}
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  {t('admin.reports.lastReported', { date: formatDate(group.lastReportedAt) })}
                  {group.reviewHidden && ` · ${t('admin.reports.hiddenNow')}`}
                </p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => {
                      setPending({ group, decision: 'uphold' });
                    }}
                  >
                    {t('admin.reports.uphold')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => {
                      setPending({ group, decision: 'dismiss' });
                    }}
                  >
                    {t('admin.reports.dismiss')}
                  </Button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {pending && (
        <ReasonDialog
          title={t(pending.decision === 'uphold' ? 'admin.reports.upholdTitle' : 'admin.reports.dismissTitle', {
            target: t(`admin.targets.${pending.group.targetType}`).toLowerCase(),
          })}
          hint={
            pending.group.targetType === 'review'
              ? t(pending.decision === 'uphold' ? 'admin.reports.upholdReviewHint' : 'admin.reports.dismissReviewHint')
              : (pending.group.targetName ?? pending.group.targetId)
          }
          confirmLabel={t(pending.decision === 'uphold' ? 'admin.reports.uphold' : 'admin.reports.dismiss')}
          busy={deciding.isLoading}
          onConfirm={(reason) => void confirm(reason)}
          onCancel={() => {
            setPending(null);
          }}
        />
      )}
    </>
  );
}

const REASON_KEYS = ['spam', 'abuse', 'fraud', 'fake', 'unsafe', 'other'] as const;

function reasonLabel(reason: string): string {
  const known = REASON_KEYS.find((key) => key === reason);
  return known ? t(`admin.reportReasons.${known}`) : reason;
}
