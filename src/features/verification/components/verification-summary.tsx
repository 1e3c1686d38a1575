import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/button-styles';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { VerificationBadges } from '../../providers/components/verification-badges';
import { useGetMyBadgesQuery } from '../api/verification-api';

/** On the provider's own profile: their badges and the way to "Get verified". */
export function VerificationSummary({ providerId }: { providerId: string }) {
  const badges = useGetMyBadgesQuery(providerId);
  return (
    <section aria-labelledby="verification-title" className="mx-auto w-full max-w-3xl px-4 pb-8 sm:px-6">
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-col gap-2">
          <h2 id="verification-title" className="font-semibold text-slate-900 dark:text-white">
            {t('verification.badges.label')}
          </h2>
          {badges.data && <VerificationBadges {...badges.data} />}
        </div>
        {!(badges.data?.phoneVerified && badges.data.idChecked) && (
          <Link to={paths.spVerification} className={`${buttonClasses('secondary')} self-start sm:self-center`}>
            {t('verification.getVerified.link')}
          </Link>
        )}
      </div>
    </section>
  );
}
