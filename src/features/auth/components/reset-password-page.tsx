import { AuthLayout } from './auth-layout';
import { ResetPasswordForm } from './reset-password-form';
import { t } from '../../../lib/i18n';

export function ResetPasswordPage() {
  return (
    <AuthLayout title={t('auth.resetPasswordPage.title')} subtitle={t('auth.resetPasswordPage.intro')}>
      <ResetPasswordForm />
    </AuthLayout>
  );
}
