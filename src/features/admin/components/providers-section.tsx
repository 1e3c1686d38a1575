import { useId, useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/button';
import { inputClasses, labelClasses } from '../../../components/form/field-styles';
import { formatDate, t } from '../../../lib/i18n';
import { useFindProvidersQuery, useSetProviderSuspendedMutation } from '../api/admin-api';
import type { AdminProvider } from '../lib/admin-types';
import { announceDecision } from './decision-toasts';
import { ReasonDialog } from './reason-dialog';
import { cardClasses, SectionStatus } from './section-status';

/** Providers found by name or e-mail, suspended ones included; suspend or reinstate each. */
export function ProvidersSection() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [changing, setChanging] = useState<AdminProvider | null>(null);
  const found = useFindProvidersQuery(query, { skip: query === '' });
  const [setSuspended, saving] = useSetProviderSuspendedMutation();
  const fieldId = useId();
  const hintId = useId();
  const problemId = useId();
  const providers = found.data ?? [];

  const search = (event: SyntheticEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q.length < 2) {
      setProblem(t('admin.providers.tooShort'));
      return;
    }
    setProblem(null);
    setQuery(q);
  };

  const confirm = async (reason: string) => {
    if (!changing) return;
    const suspended = changing.suspendedAt === null;
    const result = await setSuspended({ providerId: changing.uuid, suspended, reason });
    const done = t(suspended ? 'admin.providers.suspended' : 'admin.providers.unsuspended', { name: changing.name });
    if (announceDecision(result, done)) setChanging(null);
  };

  return (
    <>
      <form role="search" onSubmit={search} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={fieldId} className={labelClasses}>
            {t('admin.providers.searchLabel')}
          </label>
          <input
            id={fieldId}
            type="search"
            value={text}
            maxLength={100}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
            onChange={(event) => {
              setText(event.target.value);
            }}
            className={inputClasses(problem !== null)}
          />
        </div>
        <Button type="submit" className="sm:mb-0.5">
          {t('admin.providers.search')}
        </Button>
      </form>
      <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {t('admin.providers.searchHint')}
      </p>
      {problem && (
        <p id={problemId} role="alert" className="mt-1 text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      {query !== '' && (
        <SectionStatus
          loading={found.isFetching && !found.data}
          failed={found.isError}
          empty={!found.isFetching && providers.length === 0}
          emptyText={t('admin.providers.empty', { q: query })}
          onRetry={() => void found.refetch()}
        />
      )}
      <ul className="mt-4 flex flex-col gap-3" aria-label={t('admin.sections.providers')}>
        {providers.map((provider) => (
          <li key={provider.uuid} className={cardClasses}>
            <article aria-label={provider.name} className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold break-words text-slate-900 dark:text-slate-100">{provider.name}</h3>
                <p className="text-sm break-words text-slate-700 dark:text-slate-300">
                  {[provider.email, provider.job, provider.location].filter(Boolean).join(' · ')}
                </p>
                <p
                  className={`mt-1 text-sm font-medium ${provider.suspendedAt ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400'}`}
                >
                  {provider.suspendedAt
                    ? t('admin.providers.suspendedSince', { date: formatDate(provider.suspendedAt) })
                    : t('admin.providers.listed')}
                </p>
              </div>
              <Button
                size="sm"
                variant={provider.suspendedAt ? 'secondary' : 'danger'}
                onClick={() => {
                  setChanging(provider);
                }}
              >
                {provider.suspendedAt ? t('admin.providers.unsuspend') : t('admin.providers.suspend')}
              </Button>
            </article>
          </li>
        ))}
      </ul>
      {changing && (
        <ReasonDialog
          title={t(changing.suspendedAt ? 'admin.providers.unsuspendTitle' : 'admin.providers.suspendTitle', {
            name: changing.name,
          })}
          hint={t(changing.suspendedAt ? 'admin.providers.unsuspendHint' : 'admin.providers.suspendHint')}
          confirmLabel={t(changing.suspendedAt ? 'admin.providers.unsuspend' : 'admin.providers.suspend')}
          busy={saving.isLoading}
          onConfirm={(reason) => void confirm(reason)}
          onCancel={() => {
            setChanging(null);
          }}
        />
      )}
    </>
  );
}
