/** Every route of the app. Components link with these, never with string literals. */
export const paths = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
  register: '/register',
  /** Where the link of a sign-up confirmation e-mail lands. */
  emailConfirmed: '/signup/confirmed',
  resetPassword: '/reset-password',
  serviceProviders: '/service-providers',
  nearbyProviders: '/nearby-providers',
  messages: '/messages',
  chat: '/chat',
  requests: '/requests',
  dashboard: '/dashboard',
  contact: '/contact',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  reportProblem: '/report-a-problem',
  meetOurTeam: '/meetourteam',
  yourProfile: '/your-profile',
  yourProfileEdit: '/your-profile/edit',
  yourProfilePreferences: '/your-profile/preferences',
  userProfile: '/user-profile',
  spProfile: '/sp-profile',
  spProfileEdit: '/sp-profile/edit',
  spVerification: '/sp-profile/verification',
  electricians: '/mistri-electricians',
  plumbers: '/mistri-plumbers',
  admin: '/admin',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** One conversation's own address (its connection's id), so a reload or a link opens exactly it. */
export function chatPath(conversationId: number): string {
  return `${paths.chat}/${String(conversationId)}`;
}
