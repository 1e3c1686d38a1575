export const layout = {
  siteFooter: {
    tagline: 'Quickly Locate Reliable Electricians and Plumbers',
    contactUs: 'Contact Us',
    services: 'Services',
    electrical: 'Electrical',
    plumbing: 'Plumbing',
    legal: 'Legal',
    reportProblem: 'Report a Problem',
    privacyPolicy: 'Privacy Policy',
    termsConditions: 'Terms & Conditions',
    copyright: '© {{year}} Mistri. All rights reserved.',
  },
  menuButton: {
    openMenu: 'Open menu',
  },
  header: {
    navLabel: 'Main',
    setLocation: 'Set your location',
    menu: 'Menu',
    yourProfile: 'Your profile',
    theme: 'Theme',
    providerBadge: 'Provider',
  },
  providerNav: {
    label: 'Provider',
    unreadConversations_one: '{{count}} unread conversation',
    unreadConversations_other: '{{count}} unread conversations',
  },
  socialLinks: {
    label: 'Mistri on social networks',
    link: 'Mistri on {{name}}',
  },
  skipLink: {
    text: 'Skip to content',
  },
  locationLabel: {
    title: '{{known}}: change location',
    label: 'Your location: {{known}}. Change location',
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
