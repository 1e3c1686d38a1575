import { Avatar } from '../../../components/avatar';
import { isJob } from '../../../lib/domain/job';
import { t } from '../../../lib/i18n';
import { useAppSelector } from '../../../store/hooks';
import { useGetMyVisitsQuery } from '../api/visits-api';
import { VisitPanel } from './visit-panel';

/** In the customer's inbox, with their requests: each accepted request's visit time, proposed or agreed. */
export function CustomerVisits() {
  const { uuid, metadata } = useAppSelector((state) => state.authUser);
  const isCustomer = uuid !== null && !isJob(metadata);
  const { data } = useGetMyVisitsQuery(uuid ?? '', { skip: !isCustomer });
  const visits = data?.filter((visit) => visit.customerId === uuid && visit.state.kind !== 'none') ?? [];
  if (!isCustomer || !uuid || visits.length === 0) return null;
  return (
    <section
      aria-labelledby="your-visits-title"
      className="mt-6 overflow-hidden border-slate-200 bg-white sm:rounded-2xl sm:border sm:shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id="your-visits-title"
        className="border-b border-slate-200 px-4 py-4 text-lg font-semibold text-slate-900 sm:px-5 dark:border-slate-800 dark:text-white"
      >
        {t('chat.visit.yourVisits')}
      </h2>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {visits.map((visit) => (
          <li key={visit.messageId} className="flex flex-col gap-3 px-4 py-4 sm:px-5">
            <div className="flex items-center gap-3">
              <Avatar src={visit.providerPicture} name={visit.providerName} alt="" />
              <p className="min-w-0 flex-1 truncate font-semibold text-slate-900 dark:text-white">
                {t('chat.visit.with', { name: visit.providerName })}
              </p>
            </div>
            <VisitPanel visit={visit} viewerId={uuid} />
          </li>
        ))}
      </ul>
    </section>
  );
}
