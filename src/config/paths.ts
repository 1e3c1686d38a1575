/** Every route of the app. Components link with these, never with string literals. */
export const paths = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
  register: '/register',
  resetPassword: '/reset-password',
  serviceProviders: '/service-providers',
  nearbyProviders: '/nearby-providers',
  messages: '/messages',
  chat: '/chat',
  requests: '/requests',
  dashboard: '/dashboard',
  contact: '/contact',
  meetOurTeam: '/meetourteam',
  yourProfile: '/your-profile',
  yourProfileEdit: '/your-profile/edit',
  yourProfilePreferences: '/your-profile/preferences',
  userProfile: '/user-profile',
  spProfile: '/sp-profile',
  spProfileEdit: '/sp-profile/edit',
  electricians: '/mistri-electricians',
  plumbers: '/mistri-plumbers',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
