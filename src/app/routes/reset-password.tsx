import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';

export function Component() {
  return <ResetPasswordPage />;
}
