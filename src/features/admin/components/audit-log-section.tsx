import { useState } from 'react';
import { Button } from '../../../components/button';
import { formatDate, t } from '../../../lib/i18n';
import { useGetAuditLogQuery } from '../api/admin-api';
import { AUDIT_PAGE, auditActionKey, type AuditEntry } from '../lib/admin-types';
import { cardClasses, SectionStatus } from './section-status';

const TARGET_KEYS = ['provider', 'customer', 'review', 'message', 'report', 'verification'] as const;

function targetLabel(entry: AuditEntry): string {
  const known = TARGET_KEYS.find((key) => key === entry.targetType);
  const kind = known ? t(`admin.targets.${known}`) : entry.targetType;
  return entry.targetName ? `${kind} ${entry.targetName} (${entry.targetId})` : `${kind} ${entry.targetId}`;
}

/** Every admin decision, newest first, a page at a time: when, who, what and why. */
export function AuditLogSection() {
  const [pages, setPages] = useState<(number | null)[]>([null]);
  return (
    <ol className="flex flex-col gap-3" aria-label={t('admin.sections.auditLog')}>
      {pages.map((before, index) => (
        <AuditPage
          key={before ?? 'newest'}
          before={before}
          first={index === 0}
          last={index === pages.length - 1}
          onOlder={(id) => {
            setPages((current) => [...current, id]);
          }}
        />
      ))}
    </ol>
  );
}

function AuditPage({
  before,
  first,
  last,
  onOlder,
}: {
  before: number | null;
  first: boolean;
  last: boolean;
  onOlder: (before: number) => void;
}) {
  const page = useGetAuditLogQuery(before);
  const entries = page.data ?? [];
  const oldest = entries[entries.length - 1];
  const status = (
    <SectionStatus
      loading={page.isLoading}
      failed={page.isError}
      empty={first && entries.length === 0}
      emptyText={t('admin.audit.empty')}
      onRetry={() => void page.refetch()}
    />
  );
  return (
    <>
      {(page.isLoading || page.isError || (first && entries.length === 0)) && <li>{status}</li>}
      {entries.map((entry) => (
        <li key={entry.id} className={cardClasses}>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="font-medium text-slate-600 dark:text-slate-400">{t('admin.audit.when')}</dt>
            <dd className="text-slate-900 dark:text-slate-100">
              {formatDate(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </dd>
            <dt className="font-medium text-slate-600 dark:text-slate-400">{t('admin.audit.who')}</dt>
            <dd className="break-words text-slate-900 dark:text-slate-100">{entry.actorEmail ?? '—'}</dd>
            <dt className="font-medium text-slate-600 dark:text-slate-400">{t('admin.audit.what')}</dt>
            <dd className="break-words text-slate-900 dark:text-slate-100">
              {t(`admin.audit.actions.${auditActionKey(entry.action)}`)}
              {' · '}
              {targetLabel(entry)}
            </dd>
            <dt className="font-medium text-slate-600 dark:text-slate-400">{t('admin.audit.why')}</dt>
            <dd className="break-words whitespace-pre-line text-slate-900 dark:text-slate-100">{entry.reason}</dd>
          </dl>
        </li>
      ))}
      {last && oldest && entries.length === AUDIT_PAGE && (
        <li>
          <Button
            variant="secondary"
            onClick={() => {
              onOlder(oldest.id);
            }}
          >
            {t('admin.audit.older')}
          </Button>
        </li>
      )}
    </>
  );
}
