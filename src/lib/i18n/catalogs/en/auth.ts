export const auth = {
  signedInGate: {
    logOutFailed: 'You could not be logged out. Please try again.',
    title: 'You are already signed in',
    signedIn: 'You are signed in.',
    switchAccountHint: 'To use another account, log out first.',
    signedInAs: 'You are signed in as {{email}}.',
  },
  accountFields: {
    firstName: 'First name',
    lastName: 'Last name',
    emailAddress: 'Email address',
    phoneNumber: 'Phone number',
    phoneHint: 'Your 10-digit number; spaces and +91 are fine',
    password: 'Password',
    passwordHint: 'At least 8 characters with a number, a lowercase and an uppercase letter',
    confirmPassword: 'Confirm password',
    rememberMe: 'Remember me',
    email: 'Email',
  },
  authLayout: {
    tagline: 'Quickly locate reliable electricians and plumbers.',
  },
  jobMissingNotice: {
    noJob: "You haven't chosen a job yet: you signed up with {{provider}}. Go to Edit profile and add your job.",
    editProfile: 'Edit profile',
    dismiss: 'Dismiss',
  },
  signUpForm: {
    submit: 'Sign Up',
  },
  welcome: 'Welcome to Mistri, {{FirstName}}!',
  resetPasswordForm: {
    changed: 'Your password has been changed. Use it the next time you sign in.',
    continueToMistri: 'Continue to Mistri',
    linkInvalid:
      'This page works from the link in your password reset e-mail, and that link has not signed you in. It may have expired or been used already.',
    requestNewLink: 'Send me a new link',
    newPassword: 'New password',
    submit: 'Reset',
  },
  registerPage: {
    title: 'Register',
    onlyForServiceProviders: 'only for service providers',
    intro: 'Join Mistri as an electrician or plumber and get requests from customers nearby.',
  },
  haveAccount: 'Already have an account?',
  signInForm: {
    signedIn: 'Signed in successfully',
    forgotPassword: 'Forgot Password?',
  },
  socialSignIn: {
    or: 'or',
    signInWith: 'Sign in with {{provider}}',
    signUpWith: 'Sign up with {{provider}}',
    registerWith: 'Register with {{provider}}',
  },
  signUpPage: {
    title: 'Sign Up',
    intro: 'Create your free account to find electricians and plumbers near you.',
  },
  forgotPasswordForm: {
    linkSent: 'Check your inbox. If an account exists for {{email}}, we have sent it a link to reset your password.',
    intro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
    sendResetLink: 'Send reset link',
    backToSignIn: 'Back to sign in',
  },
  signInPage: {
    forgotPasswordTitle: 'Forgot Password',
    forgotPasswordIntro: 'We will e-mail you a link to reset it.',
    title: 'Sign in',
    intro: 'Welcome back! Sign in to find and chat with providers near you.',
    noAccount: "Don't have an account?",
    signUp: 'Sign up',
  },
  resetPasswordPage: {
    title: 'Reset password',
    intro: 'Choose a new password for your account.',
  },
  registerForm: {
    job: 'Job',
    chooseYourJob: 'Choose your job',
    submit: 'Register',
  },
  benefits: {
    nearby: 'Electricians and plumbers near you, rated by their real customers',
    chat: 'Send a request and chat once they accept',
    free: 'Free for customers, no hidden fees',
  },
  checkEmail: {
    title: 'Check your e-mail',
    subtitle: 'One more step to finish signing up.',
    sent: 'We have sent a link to {{email}}. Open it to confirm your address, and you are signed in.',
    spamHint: 'The e-mail can take a minute to arrive. If you cannot find it, look in your spam folder.',
    sentAgain: 'We have sent the e-mail to {{email}} again.',
    resend: 'Send the e-mail again',
    resendIn: 'You can send it again in {{seconds}} s.',
    resendNow: 'No e-mail yet? You can send it again now.',
    wrongAddress: 'Wrong address?',
    changeIt: 'Change it',
    confirmFirstTitle: 'Confirm your e-mail address',
    confirmFirst:
      'You have not confirmed your e-mail address yet. Open the link in the e-mail we sent you, or send it again.',
  },
  emailConfirmed: {
    welcome: 'Your e-mail address is confirmed. Welcome to Mistri!',
    welcomeNamed: 'Your e-mail address is confirmed. Welcome to Mistri, {{name}}!',
    signingIn: 'Signing you in',
    notSignedInTitle: 'Sign in to continue',
    notSignedIn:
      'This page finishes a sign-up from the link in its e-mail. If you have confirmed your address already, sign in.',
    expiredTitle: 'This link has expired',
    expired:
      'The confirmation link has expired or has been used already. Enter your e-mail address and we will send you a new one.',
    sendANewLink: 'Send a new link',
    alreadyConfirmed: 'Confirmed already?',
  },
  audience: {
    areYouAProvider: 'Are you an electrician or a plumber?',
    registerAsAProvider: 'Register as a provider',
    lookingForHelp: 'Looking for an electrician or a plumber?',
    signUpAsACustomer: 'Sign up as a customer',
  },
  providerPitch: {
    headline: 'Get work from homes near you.',
    requests: 'Requests from customers within 10 km of you',
    chat: 'Accept a request and chat with the customer',
    profile: 'Your profile, job and ratings in the directory',
  },
  optionalFields: {
    lastName: 'Last name (optional)',
  },
} as const;
