import { PageTitle } from '../../components/page-title';
import { ContactPage } from '../../features/site/components/contact-page';

export function Component() {
  return (
    <>
      <PageTitle title="Contact" />
      <ContactPage />
    </>
  );
}
