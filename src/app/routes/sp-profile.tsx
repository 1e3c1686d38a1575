import { PageTitle } from '../../components/page-title';
import { AvailabilitySwitch } from '../../features/dashboard/components/availability-switch';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { PhoneVisibilitySetting } from '../../features/providers/components/phone-visibility-setting';
import { ProviderReviews } from '../../features/reviews/components/provider-reviews';
import { VerificationSummary } from '../../features/verification/components/verification-summary';
import { isJob } from '../../lib/domain/job';
import { useAppSelector } from '../../store/hooks';
import { useLogOut } from './use-log-out';
import { t } from '../../lib/i18n';

export function Component() {
  const logOut = useLogOut();
  const { uuid, metadata } = useAppSelector((state) => state.authUser);
  return (
    <>
      <PageTitle title={t('pages.spProfile.title')} />
      <ProfilePage
        kind="provider"
        reviews={(uuid, firstName) => <ProviderReviews providerId={uuid} providerName={firstName} />}
        phoneSetting={(uuid) => <PhoneVisibilitySetting providerId={uuid} />}
        {...logOut}
      />
      {uuid && isJob(metadata) && <VerificationSummary providerId={uuid} />}
      {uuid && isJob(metadata) && (
        <section aria-labelledby="availability-title" className="mx-auto w-full max-w-3xl px-4 pb-8 sm:px-6">
          <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900">
            <h2 id="availability-title" className="font-semibold text-slate-900 dark:text-white">
              {t('pages.spProfile.availability')}
            </h2>
            <AvailabilitySwitch providerId={uuid} />
          </div>
        </section>
      )}
    </>
  );
}
