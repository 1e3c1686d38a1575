import { AuthLayout } from './auth-layout';
import { ResetPasswordForm } from './reset-password-form';
import { t } from '../../../lib/i18n';

export function ResetPasswordPage() {
  return (
    <AuthLayout
      title={t('auth.resetPasswordPage.resetPassword')}
      subtitle={t('auth.resetPasswordPage.chooseANewPasswordFor')}
    >
      <ResetPasswordForm />
    </AuthLayout>
  );
}
