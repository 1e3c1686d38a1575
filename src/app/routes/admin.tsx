import { PageTitle } from '../../components/page-title';
import { useGetSecondFactorsQuery } from '../../features/auth/api/mfa-api';
import { TotpCodeForm } from '../../features/auth/components/totp-code-form';
import { useGetAdminAccessQuery } from '../../features/admin/api/admin-api';
import { AdminPage } from '../../features/admin/components/admin-page';
import { AuditLogSection } from '../../features/admin/components/audit-log-section';
import { HiddenReviewsSection } from '../../features/admin/components/hidden-reviews-section';
import { ProvidersSection } from '../../features/admin/components/providers-section';
import { ReportsSection } from '../../features/admin/components/reports-section';
import type { AdminSection } from '../../features/admin/lib/admin-types';
import { AdminVerificationQueue } from '../../features/verification/components/admin-verification-queue';
import { t } from '../../lib/i18n';
import { useAppSelector } from '../../store/hooks';

/** /admin: the admin console, for an admin signed in at aal2 (the database checks it again). */
export function Component() {
  const uuid = useAppSelector((state) => state.authUser.uuid);
  const access = useGetAdminAccessQuery(uuid);
  const needsCode = access.data?.kind === 'needs-code';
  const factors = useGetSecondFactorsQuery(undefined, { skip: !needsCode });
  const app = factors.data?.find((factor) => factor.verified && factor.kind === 'totp');

  /** The console's sections, in tab order. Each queue of another feature joins here as one more entry. */
  const adminSections: AdminSection[] = [
    { id: 'reports', label: t('admin.sections.reports'), content: <ReportsSection /> },
    { id: 'id-checks', label: t('verification.admin.title'), content: <AdminVerificationQueue /> },
    { id: 'hidden-reviews', label: t('admin.sections.hiddenReviews'), content: <HiddenReviewsSection /> },
    { id: 'providers', label: t('admin.sections.providers'), content: <ProvidersSection /> },
    { id: 'audit-log', label: t('admin.sections.auditLog'), content: <AuditLogSection /> },
  ];

  return (
    <>
      <PageTitle title={t('admin.title')} />
      <AdminPage
        access={access.isError ? null : access.isFetching && !access.data ? undefined : access.data}
        sections={adminSections}
        codeForm={
          app ? (
            <TotpCodeForm
              factorId={app.id}
              submitLabel={t('admin.gate.verify')}
              onVerified={() => void access.refetch()}
              focusOnShow
            />
          ) : null
        }
        onRetry={() => void access.refetch()}
      />
    </>
  );
}
