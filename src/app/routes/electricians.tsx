import { PageTitle } from '../../components/page-title';
import { FaqPage } from '../../features/site/components/faq-page';
import { ELECTRICIAN_TOPIC } from '../../features/site/lib/faqs';
import { t } from '../../lib/i18n';

export function Component() {
  return (
    <>
      <PageTitle title={t('pages.electricians.title')} />
      <FaqPage topic={ELECTRICIAN_TOPIC} />
    </>
  );
}
