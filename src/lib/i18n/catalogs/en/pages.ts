export const pages = {
  contact: {
    title: 'Contact',
  },
  spProfileEdit: {
    title: 'Edit Profile',
  },
  requests: {
    title: 'Requests',
  },
  meetOurTeam: {
    title: 'Meet our team',
  },
  notFound: {
    title: 'Page not found',
    text: "The page you are looking for does not exist or has moved. Let's get you reconnected.",
    browseProviders: 'Browse providers',
  },
  spProfile: {
    title: 'Your profile',
    availability: 'Availability',
  },
  yourProfile: {
    title: 'Your profile',
  },
  serviceProviders: {
    title: 'Service Providers',
  },
  electricians: {
    title: 'Electricians',
  },
  nearbyProviders: {
    title: 'Nearby Providers',
  },
  yourProfilePreferences: {
    title: 'Account Preferences',
  },
  plumbers: {
    title: 'Plumbers',
  },
  yourProfileEdit: {
    title: 'Edit Profile',
  },
  userProfile: {
    signInPrompt: 'Sign in to see your profile.',
  },
} as const;
