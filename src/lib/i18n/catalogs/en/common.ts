export const common = {
  button: {
    pleaseWait: 'Please wait',
  },
  breadcrumbs: {
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    profile: 'Profile',
    edit: 'Edit',
  },
  sidePanel: {
    close: 'Close',
  },
  themeToggle: {
    switchToLightTheme: 'Switch to light theme',
    switchToDarkTheme: 'Switch to dark theme',
    lightTheme: 'Light theme',
    darkTheme: 'Dark theme',
  },
  signedOutNotice: {
    youAreNotSignedIn: 'You are not signed in',
    signIn: 'Sign in',
    createAnAccount: 'Create an account',
  },
  ratingBadge: {
    newOnMistri: 'New on Mistri',
  },
  passwordField: {
    hide: 'Hide {{value}}',
    show: 'Show {{value}}',
  },
  starRating: {
    ratedOutOf: 'Rated {{value}} out of {{max}}',
  },
  jobs: {
    plumbers: 'Plumbers',
    electricians: 'Electricians',
    everyone: 'Everyone',
  },
  availability: {
    available: 'Available now',
    busy: 'Busy',
    away: 'Away',
  },
  language: {
    label: 'Language',
    title: 'Language',
    hint: 'Mistri speaks English, Malayalam and Hindi. Names and messages stay as people typed them.',
  },
  errors: {
    tryAgain: 'Please try again.',
  },
  location: {
    denied: 'Location access was denied. Please enable it in your browser settings.',
    unsupported: 'This browser cannot tell your location.',
    failed: 'Your location could not be found. Please try again.',
  },
  confirm: {
    title: 'Please confirm',
    yes: 'Yes',
    no: 'No',
  },
  loading: 'Loading',
  avatar: {
    of: 'Profile picture of {{name}}',
    generic: 'Profile picture',
  },
  signInToSee: 'Please sign in to see this page.',
} as const;
