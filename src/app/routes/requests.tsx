import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { ProviderArea } from '../../features/dashboard/components/provider-area';
import { RequestsList } from '../../features/dashboard/components/requests-list';
import { RequestVisit } from '../../features/visits/components/request-visit';
import { t } from '../../lib/i18n';

/** /requests: the provider's connection requests; `?request=12` (a notification's link) marks that one. */
export function Component() {
  const [params] = useSearchParams();
  const focus = Number(params.get('request'));
  return (
    <ProviderArea>
      {(providerId) => (
        <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
          <PageTitle title={t('pages.requests.title')} />
          <RequestsList
            providerId={providerId}
            headingLevel={1}
            focusId={Number.isSafeInteger(focus) && focus > 0 ? focus : null}
            acceptedExtra={(request) => <RequestVisit messageId={request.messageId} viewerId={request.toId} />}
          />
        </div>
      )}
    </ProviderArea>
  );
}
