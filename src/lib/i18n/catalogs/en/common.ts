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
  actions: {
    close: 'Close',
    signIn: 'Sign in',
    logOut: 'Log out',
    goToHome: 'Go to Home',
    loadMore: 'Load more',
    tryAgain: 'Try again',
    cancel: 'Cancel',
  },
  themeToggle: {
    switchToLightTheme: 'Switch to light theme',
    switchToDarkTheme: 'Switch to dark theme',
    lightTheme: 'Light theme',
    darkTheme: 'Dark theme',
  },
  signedOutNotice: {
    title: 'You are not signed in',
    createAccount: 'Create an account',
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
  requestPhotos: {
    title: 'Photos',
    photo: 'Photo {{number}}',
    unavailable: 'Photo unavailable',
  },
  jobs: {
    plumbers: 'Plumbers',
    electricians: 'Electricians',
    everyone: 'Everyone',
    electrician: 'Electrician',
    plumber: 'Plumber',
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
    generic: 'Something went wrong. Please try again later.',
    tooManyAttempts: 'Too many attempts. Please try again in {{minutes}} minutes.',
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
  brandName: 'Mistri',
} as const;
