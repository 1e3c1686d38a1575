import { toast } from 'react-toastify';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { toApiError } from '../../../lib/api/api-error';
import { formatDistance } from '../../../lib/geo/format-distance';
import { useGetSuggestionsQuery, useSendConnectionRequestMutation } from '../api/providers-api';
import type { Provider } from '../lib/provider';
import { ProviderStanding } from './provider-standing';
import { t } from '../../../lib/i18n';
import { jobLabel } from '../../../lib/job-label';

interface TryTheseInsteadProps {
  customerId: string;
  /** The declined or expired request the suggestions replace. */
  messageId: number;
  headingLevel?: 3 | 4;
}

/** Never a dead end: the three nearest available providers of the same trade, one tap each. */
export function TryTheseInstead({ customerId, messageId, headingLevel = 3 }: TryTheseInsteadProps) {
  const suggestions = useGetSuggestionsQuery(messageId, { refetchOnMountOrArgChange: true });
  const [sendRequest, sending] = useSendConnectionRequestMutation();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';

  const request = async (provider: Provider) => {
    try {
      const outcome = await sendRequest({ customerId, providerId: provider.uuid, provider }).unwrap();
      if (outcome === 'sent')
        toast.success(t('providers.tryTheseInstead.sent', { fullName: provider.fullName }), {
          autoClose: 2000,
        });
      else toast.info(t('providers.tryTheseInstead.alreadyAsked', { fullName: provider.fullName }));
    } catch (error) {
      toast.error(t('providers.tryTheseInstead.sendFailed', { message: toApiError(error).message }));
    }
  };

  return (
    <section
      aria-label={t('providers.tryTheseInstead.title')}
      className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60"
    >
      <Heading className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('providers.tryTheseInstead.title')}
      </Heading>
      {suggestions.isLoading ? (
        <Spinner size="sm" label={t('providers.tryTheseInstead.loading')} className="mt-2" />
      ) : suggestions.isError ? (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {t('providers.tryTheseInstead.loadFailed')} {toApiError(suggestions.error).message}
        </p>
      ) : !suggestions.data?.length ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('providers.tryTheseInstead.empty')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-2">
          {suggestions.data.map((provider) => (
            <li key={provider.uuid} className="flex items-center gap-3">
              <Avatar src={provider.pictureUrl} name={provider.fullName} alt="" size="sm" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-slate-900 dark:text-white">
                  {provider.fullName}
                </span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {jobLabel(provider.job)}
                  {provider.distanceKm !== null &&
                    t('providers.tryTheseInstead.away', { distanceKm: formatDistance(provider.distanceKm) })}
                </span>
                <ProviderStanding provider={provider} className="mt-0.5" />
              </span>
              <Button
                size="sm"
                loading={sending.isLoading && sending.originalArgs?.providerId === provider.uuid}
                disabled={sending.isLoading}
                aria-label={t('providers.tryTheseInstead.requestLabel', { fullName: provider.fullName })}
                onClick={() => void request(provider)}
              >
                {t('providers.tryTheseInstead.request')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
