import { paths } from '../../../config/paths';
import { SignedInGate } from './signed-in-gate';
import { AuthLayout } from './auth-layout';
import { RegisterForm } from './register-form';
import { SocialSignIn } from './social-sign-in';
import { TextLink } from './text-link';

export function RegisterPage() {
  return (
    <AuthLayout
      title="Register"
      badge="only for service providers"
      subtitle="Join Mistri as an electrician or plumber and get requests from customers nearby."
      footer={
        <>
          Already have an account? <TextLink to={paths.signIn}>Sign in</TextLink>
        </>
      }
    >
      <SignedInGate>
        <RegisterForm />
        <SocialSignIn verb="Register" />
      </SignedInGate>
    </AuthLayout>
  );
}
