import { t } from '../../../lib/i18n';
import { useGetSecondFactorsQuery } from '../api/mfa-api';

/**
 * The second step's title and intro: about the code, or about the passkey when that is the only
 * factor. `shown` is false while the step is not on screen, so nothing is read for it.
 */
export function useSecondStepTexts(shown: boolean): { title: string; intro: string } {
  const factors = useGetSecondFactorsQuery(undefined, { skip: !shown });
  const verified = factors.data?.filter((factor) => factor.verified) ?? [];
  const passkeyOnly = verified.length > 0 && verified.every((factor) => factor.kind === 'webauthn');
  return passkeyOnly
    ? { title: t('auth.mfa.passkeyTitle'), intro: t('auth.mfa.passkeyIntro') }
    : { title: t('auth.mfa.signInTitle'), intro: t('auth.mfa.signInIntro') };
}
