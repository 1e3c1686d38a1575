import { SignUpPage } from '../../features/auth/components/sign-up-page';

export function Component() {
  return <SignUpPage />;
}
