export const layout = {
  siteFooter: {
    mistri: 'Mistri',
    quicklyLocateReliableElectriciansAnd: 'Quickly Locate Reliable Electricians and Plumbers',
    contactUs: 'Contact Us',
    services: 'Services',
    electrical: 'Electrical',
    plumbing: 'Plumbing',
    legal: 'Legal',
    reportAProblem: 'Report a Problem',
    privacyPolicy: 'Privacy Policy',
    termsConditions: 'Terms & Conditions',
    copyright: '© {{year}} Mistri. All rights reserved.',
  },
  menuButton: {
    openMenu: 'Open menu',
  },
  siteHeader: {
    main: 'Main',
    setYourLocation: 'Set your location',
    signIn: 'Sign in',
    register: 'Register',
    menu: 'Menu',
    yourProfile: 'Your profile',
    theme: 'Theme',
  },
  brandLogo: {
    mistri: 'Mistri',
  },
  logOutButton: {
    logOut: 'Log out',
  },
  profileLink: {
    yourProfile: 'Your profile',
  },
  providerNav: {
    provider: 'Provider',
    unreadConversations_one: '{{count}} unread conversation',
    unreadConversations_other: '{{count}} unread conversations',
  },
  socialLinks: {
    mistriOnSocialNetworks: 'Mistri on social networks',
    mistriOn: 'Mistri on {{name}}',
  },
  providerLayout: {
    provider: 'Provider',
    setYourLocation: 'Set your location',
    menu: 'Menu',
    theme: 'Theme',
  },
  skipLink: {
    skipToContent: 'Skip to content',
  },
  locationLabel: {
    changeLocation: '{{known}}: change location',
    yourLocationChangeLocation: 'Your location: {{known}}. Change location',
  },
  nav: {
    home: 'Home',
    serviceProviders: 'Service Providers',
    messages: 'Messages',
    ourTeam: 'Our team',
    contact: 'Contact',
    requests: 'Requests',
    editProfile: 'Edit Profile',
  },
  logOut: {
    everywhere: 'Logged out on all your devices',
    done: 'Logged out successfully',
  },
  authLinks: {
    signUp: 'Sign up',
  },
} as const;
