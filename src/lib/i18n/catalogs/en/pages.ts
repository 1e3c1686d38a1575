export const pages = {
  contact: {
    contact: 'Contact',
  },
  spProfileEdit: {
    editProfile: 'Edit Profile',
  },
  requests: {
    requests: 'Requests',
  },
  meetOurTeam: {
    meetOurTeam: 'Meet our team',
  },
  notFound: {
    pageNotFound: 'Page not found',
    thePageYouAreLooking: "The page you are looking for does not exist or has moved. Let's get you reconnected.",
    goToHome: 'Go to Home',
    browseProviders: 'Browse providers',
  },
  spProfile: {
    yourProfile: 'Your profile',
    availability: 'Availability',
  },
  yourProfile: {
    yourProfile: 'Your profile',
  },
  serviceProviders: {
    serviceProviders: 'Service Providers',
  },
  electricians: {
    electricians: 'Electricians',
  },
  nearbyProviders: {
    nearbyProviders: 'Nearby Providers',
  },
  yourProfilePreferences: {
    accountPreferences: 'Account Preferences',
  },
  plumbers: {
    plumbers: 'Plumbers',
  },
  yourProfileEdit: {
    editProfile: 'Edit Profile',
  },
  userProfile: {
    signInToSeeYour: 'Sign in to see your profile.',
  },
} as const;
