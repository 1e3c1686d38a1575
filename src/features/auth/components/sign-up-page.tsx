import { paths } from '../../../config/paths';
import { SignedInGate } from './signed-in-gate';
import { AuthLayout } from './auth-layout';
import { SignUpForm } from './sign-up-form';
import { SocialSignIn } from './social-sign-in';
import { TextLink } from './text-link';

export function SignUpPage() {
  return (
    <AuthLayout
      title="Sign Up"
      subtitle="Create your free account to find electricians and plumbers near you."
      footer={
        <>
          Already have an account? <TextLink to={paths.signIn}>Sign in</TextLink>
        </>
      }
    >
      <SignedInGate>
        <SignUpForm />
        <SocialSignIn verb="Sign up" />
      </SignedInGate>
    </AuthLayout>
  );
}
