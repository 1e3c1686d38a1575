import { PageTitle } from '../../components/page-title';
import { SignedOutNotice } from '../../components/signed-out-notice';
import { Spinner } from '../../components/spinner';
import { AdminVerificationQueue } from '../../features/verification/components/admin-verification-queue';
import { useGetAdminAccessQuery } from '../../features/verification/api/verification-api';
import { t } from '../../lib/i18n';
import { useAppSelector } from '../../store/hooks';

/** The ID-check queue on its own until the admin console at /admin shows it; admins at aal2 only. */
function AdminOnly() {
  const access = useGetAdminAccessQuery();
  if (access.isLoading) return <Spinner />;
  const message = !access.data?.admin
    ? t('verification.admin.notAdmin')
    : !access.data.aal2
      ? t('verification.admin.needsSecondFactor')
      : null;
  if (message) {
    return <p className="mx-auto my-12 max-w-md text-center text-slate-700 dark:text-slate-300">{message}</p>;
  }
  return <AdminVerificationQueue />;
}

export function Component() {
  const uuid = useAppSelector((state) => state.authUser.uuid);
  return (
    <>
      <PageTitle title={t('verification.admin.title')} />
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">{uuid ? <AdminOnly /> : <SignedOutNotice />}</div>
    </>
  );
}
