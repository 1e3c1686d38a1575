import { PageTitle } from '../../components/page-title';
import { TermsPage } from '../../features/site/components/terms-page';
import { t } from '../../lib/i18n';

export function Component() {
  return (
    <>
      <PageTitle title={t('legal.terms.title')} />
      <TermsPage />
    </>
  );
}
