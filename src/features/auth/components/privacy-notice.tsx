import { paths } from '../../../config/paths';
import { RichMessage, t } from '../../../lib/i18n';
import { TextLink } from './text-link';

/** The short privacy notice a sign-up form shows above its button (DPDP Act 2023: notice before consent). */
export function PrivacyNotice() {
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      <RichMessage
        id="auth.privacyNotice.text"
        values={{
          terms: <TextLink to={paths.termsAndConditions}>{t('auth.privacyNotice.terms')}</TextLink>,
          privacy: <TextLink to={paths.privacyPolicy}>{t('auth.privacyNotice.privacy')}</TextLink>,
        }}
      />
    </p>
  );
}
