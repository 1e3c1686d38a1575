import { PageTitle } from '../../components/page-title';
import { FaqPage } from '../../features/site/components/faq-page';
import { ELECTRICIAN_TOPIC } from '../../features/site/lib/faqs';

export function Component() {
  return (
    <>
      <PageTitle title="Electricians" />
      <FaqPage topic={ELECTRICIAN_TOPIC} />
    </>
  );
}
