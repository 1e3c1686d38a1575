import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { labelClasses, inputClasses } from '../../../components/form/field-styles';
import { FieldError } from '../../../components/form/field-error';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate, t } from '../../../lib/i18n';
import { jobLabel } from '../../../lib/job-label';
import {
  useDecideVerificationMutation,
  useGetPendingVerificationsQuery,
  type PendingVerification,
} from '../api/verification-api';
import { MAX_REASON_LENGTH } from '../lib/verification';

function Photo({ url, alt }: { url: string | null; alt: string }) {
  if (!url) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-slate-100 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        {t('verification.admin.noImage')}
      </div>
    );
  }
  return (
    <a href={url} target="_blank" rel="noreferrer" className="block">
      <img
        src={url}
        alt={alt}
        className="aspect-[4/3] w-full rounded-lg border border-slate-200 object-contain dark:border-slate-700"
      />
    </a>
  );
}

function QueueItem({ item }: { item: PendingVerification }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [decide, deciding] = useDecideVerificationMutation();
  const reasonId = `reason-${String(item.id)}`;
  const name = item.providerName || item.providerId;

  const act = async (approve: boolean) => {
    if (!approve && !reason.trim()) {
      setProblem(t('verification.admin.reasonRequired'));
      return;
    }
    setProblem(null);
    try {
      await decide({ id: item.id, approve, reason }).unwrap();
      toast.success(t(approve ? 'verification.admin.approved' : 'verification.admin.rejected', { name }));
    } catch (error) {
      setProblem(toApiError(error).message);
    }
  };

  return (
    <li
      aria-labelledby={`check-${String(item.id)}`}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h3 id={`check-${String(item.id)}`} className="font-semibold text-slate-900 dark:text-white">
          {name}
          {item.job && <span className="font-normal text-slate-600 dark:text-slate-400"> · {jobLabel(item.job)}</span>}
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('verification.admin.idLine', { idType: t(`verification.idTypes.${item.idType}`), last4: item.last4 })}
          {' · '}
          {t('verification.admin.sent', { date: formatDate(item.submittedAt) })}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Photo url={item.documentUrl} alt={t('verification.admin.documentAlt', { name })} />
        <Photo url={item.selfieUrl} alt={t('verification.admin.selfieAlt', { name })} />
      </div>
      <div>
        <label htmlFor={reasonId} className={labelClasses}>
          {t('verification.admin.reasonLabel')}
        </label>
        <textarea
          id={reasonId}
          value={reason}
          maxLength={MAX_REASON_LENGTH}
          rows={2}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${reasonId}-error` : undefined}
          className={inputClasses(Boolean(problem))}
          onChange={(event) => {
            setReason(event.target.value);
          }}
        />
        <FieldError id={`${reasonId}-error`} message={problem ?? undefined} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          loading={deciding.isLoading && deciding.originalArgs?.approve === true}
          disabled={deciding.isLoading}
          onClick={() => void act(true)}
        >
          {t('verification.admin.approve')}
        </Button>
        <Button
          variant="secondary"
          loading={deciding.isLoading && deciding.originalArgs?.approve === false}
          disabled={deciding.isLoading}
          onClick={() => void act(false)}
        >
          {t('verification.admin.reject')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The admin queue of pending ID checks, oldest first: the ID photo and the selfie through signed
 * URLs, approve, or reject with a reason the provider sees. For the admin console; the database
 * refuses every read and decision to anyone but an admin at aal2.
 */
export function AdminVerificationQueue() {
  const queue = useGetPendingVerificationsQuery();
  return (
    <section aria-labelledby="verification-queue-title" className="flex flex-col gap-4">
      <div>
        <h2 id="verification-queue-title" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t('verification.admin.title')}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('verification.admin.intro')}</p>
      </div>
      {queue.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-300">
          {t('verification.admin.loadFailed')}
        </p>
      )}
      {queue.isSuccess && queue.data.length === 0 && (
        <p className="text-slate-700 dark:text-slate-300">{t('verification.admin.empty')}</p>
      )}
      {queue.isSuccess && queue.data.length > 0 && (
        <ul className="flex flex-col gap-4">
          {queue.data.map((item) => (
            <QueueItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
