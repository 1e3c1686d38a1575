import { AuthLayout } from './auth-layout';
import { ResetPasswordForm } from './reset-password-form';

export function ResetPasswordPage() {
  return (
    <AuthLayout title="Reset password" subtitle="Choose a new password for your account.">
      <ResetPasswordForm />
    </AuthLayout>
  );
}
