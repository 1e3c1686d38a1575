import { PageTitle } from '../../components/page-title';
import { PrivacyPolicyPage } from '../../features/site/components/privacy-policy-page';
import { t } from '../../lib/i18n';

export function Component() {
  return (
    <>
      <PageTitle title={t('legal.privacy.title')} />
      <PrivacyPolicyPage />
    </>
  );
}
