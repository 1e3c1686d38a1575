import { toast } from 'react-toastify';
import { Avatar } from '../../../components/avatar';
import { toApiError } from '../../../lib/api/api-error';
import { isJob } from '../../../lib/domain/job';
import { useAppSelector } from '../../../store/hooks';
import { providersApi, useCancelConnectionRequestMutation, useGetCustomerRequestsQuery } from '../api/providers-api';
import type { Connection } from '../lib/connection-status';
import { RequestState } from './request-state';
import { TryTheseInstead } from './try-these-instead';
import { t } from '../../../lib/i18n';

function RequestItem({ customerId, connection }: { customerId: string; connection: Connection }) {
  const [cancelRequest, cancelling] = useCancelConnectionRequestMutation();
  const cancel = async () => {
    try {
      await cancelRequest({ customerId, providerId: connection.providerId, messageId: connection.messageId }).unwrap();
      toast.info(t('providers.requestCancel.done'));
    } catch (error) {
      toast.error(t('providers.requestCancel.failed', { message: toApiError(error).message }));
    }
  };
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-5">
      <div className="flex items-center gap-3">
        <Avatar src={connection.providerPicture} name={connection.providerName} alt="" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-slate-900 dark:text-white">{connection.providerName}</p>
          <RequestState
            connection={connection}
            name={connection.providerName}
            cancelling={cancelling.isLoading}
            onCancel={() => void cancel()}
          />
        </div>
      </div>
      {connection.needsAlternatives && <TryTheseInstead customerId={customerId} messageId={connection.messageId} />}
    </li>
  );
}

// This module loads the API, so its cache is in the store whenever these selectors run.
type StateWithApi = Parameters<ReturnType<typeof providersApi.endpoints.getSuggestions.select>>[0];

/** Whether every "Try these instead" list among `connections` has loaded (or failed). */
function useSuggestionsSettled(connections: Connection[] | undefined): boolean {
  return useAppSelector((state) =>
    (connections ?? [])
      .filter((connection) => connection.needsAlternatives)
      .every((connection) => {
        const entry = providersApi.endpoints.getSuggestions.select(connection.messageId)(state as StateWithApi);
        return !entry.isUninitialized && !entry.isLoading;
      }),
  );
}

/** In the customer's inbox: requests still waiting, declined, cancelled or expired, live. */
export function CustomerRequests() {
  const { uuid, metadata } = useAppSelector((state) => state.authUser);
  const isCustomer = uuid !== null && !isJob(metadata);
  const requests = useGetCustomerRequestsQuery(uuid ?? '', { skip: !isCustomer });
  const suggestionsSettled = useSuggestionsSettled(requests.data);
  if (!isCustomer || !uuid || !requests.data?.length) return null;
  return (
    // Shown once its suggestions are in: they would otherwise push the requests below them down.
    <section
      hidden={!suggestionsSettled}
      aria-labelledby="your-requests-title"
      className="mt-6 overflow-hidden border-slate-200 bg-white sm:rounded-2xl sm:border sm:shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="your-requests-title"
        className="border-b border-slate-200 px-4 py-4 text-lg font-semibold text-slate-900 sm:px-5 dark:border-slate-800 dark:text-white"
      >
        {t('providers.customerRequests.title')}
      </h2>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {requests.data.map((connection) => (
          <RequestItem key={connection.messageId} customerId={uuid} connection={connection} />
        ))}
      </ul>
    </section>
  );
}
