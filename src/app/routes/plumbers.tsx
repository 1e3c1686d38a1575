import { PageTitle } from '../../components/page-title';
import { FaqPage } from '../../features/site/components/faq-page';
import { PLUMBER_TOPIC } from '../../features/site/lib/faqs';

export function Component() {
  return (
    <>
      <PageTitle title="Plumbers" />
      <FaqPage topic={PLUMBER_TOPIC} />
    </>
  );
}
