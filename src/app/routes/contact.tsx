import { PageTitle } from '../../components/page-title';
import { ContactPage } from '../../features/site/components/contact-page';
import { t } from '../../lib/i18n';

export function Component() {
  return (
    <>
      <PageTitle title={t('pages.contact.title')} />
      <ContactPage />
    </>
  );
}
