import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SignedInGate } from './signed-in-gate';
import { AuthLayout } from './auth-layout';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SocialSignIn } from './social-sign-in';
import { TextLink } from './text-link';

/** /signin, and with ?forgot its "Forgot Password" step. */
export function SignInPage() {
  const [params, setParams] = useSearchParams();
  const forgot = params.has('forgot');

  if (forgot) {
    return (
      <AuthLayout title="Forgot Password" subtitle="We will e-mail you a link to reset it.">
        <ForgotPasswordForm
          initialEmail={params.get('email') ?? ''}
          onBack={() => {
            setParams({});
          }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Sign in"
      subtitle="Welcome back! Sign in to find and chat with providers near you."
      footer={
        <>
          Are you willing to Sign in? <TextLink to={paths.signUp}>Do Sign up</TextLink>
        </>
      }
    >
      <SignedInGate>
        <SignInForm
          onForgotPassword={(email) => {
            setParams(email ? { forgot: '1', email } : { forgot: '1' });
          }}
        />
        <SocialSignIn verb="Sign in" />
      </SignedInGate>
    </AuthLayout>
  );
}
