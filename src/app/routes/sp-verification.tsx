import { PageTitle } from '../../components/page-title';
import { SignedOutNotice } from '../../components/signed-out-notice';
import { GetVerified } from '../../features/verification/components/get-verified';
import { isJob } from '../../lib/domain/job';
import { t } from '../../lib/i18n';
import { useAppSelector } from '../../store/hooks';

export function Component() {
  const { uuid, metadata } = useAppSelector((state) => state.authUser);
  return (
    <>
      <PageTitle title={t('verification.getVerified.title')} />
      {!uuid ? (
        <SignedOutNotice />
      ) : isJob(metadata) ? (
        <GetVerified providerId={uuid} />
      ) : (
        <p className="mx-auto my-12 max-w-md px-4 text-center text-slate-700 dark:text-slate-300">
          {t('verification.getVerified.notProvider')}
        </p>
      )}
    </>
  );
}
