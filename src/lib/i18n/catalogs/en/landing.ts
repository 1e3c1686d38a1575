export const landing = {
  getStartedSection: {
    title: 'Something to fix? Someone near you can help.',
    text: 'Create a free account and connect with electricians and plumbers in minutes.',
    getStarted: 'Get Started',
    providerLink: 'Are you a provider? Register',
  },
  howToStartSection: {
    eyebrow: 'How to start',
    title: 'From problem to fixed in four steps',
  },
  customerHero: {
    title: 'Who do you need today?',
    searchNearby: 'Search Nearby',
    nearPlace: 'Providers within 10 km of',
    nearYou: 'Providers within 10 km of your current location',
    locate: 'Locate',
    editProfile: 'Edit Profile',
  },
  whyChooseUsSection: {
    eyebrow: 'Why choose us',
    title: 'Home repairs without the guesswork',
  },
  recentReviews: {
    eyebrow: 'Verified reviews',
    title: 'Loved by homes across India',
  },
  servicesSection: {
    eyebrow: 'Our Services',
    title: 'Two trades, done right',
    text: 'Everything that keeps the lights on and the water running.',
    learnMore: 'Learn more',
  },
  visitorHero: {
    eyebrow: 'Electricians and plumbers across India',
    titleStart: 'Reliable help for your home,',
    titleEnd: 'right around the corner.',
    text: 'Mistri connects you with trusted local electricians and plumbers. Find someone near you, send a request and chat as soon as they accept.',
    searchLabel: 'Search service providers',
    searchPlaceholder: 'Electrician, plumber or a name',
    search: 'Search',
  },
  steps: {
    accountTitle: 'Create your account',
    accountText: 'Sign up free with your e-mail, Google or GitHub in under a minute.',
    locationTitle: 'Set your location',
    locationText: 'Allow your device location or pick your place, so we know who is near.',
    findTitle: 'Find a provider',
    findText: 'Browse electricians and plumbers, or search those within 10 km of you.',
    chatTitle: 'Connect and chat',
    chatText: 'Send a request. Once accepted, chat to agree the work and the time.',
  },
  reasons: {
    localTitle: 'Local and nearby',
    localText: 'See providers within 10 km of where you are, not across the state.',
    talkTitle: 'Talk before they come',
    talkText: 'Chat directly once your request is accepted. No middlemen, no call centres.',
    reviewsTitle: 'Reviews from real customers',
    reviewsText:
      'Only customers a provider accepted can rate them, once per job. New providers say so instead of showing stars.',
    freeTitle: 'Free for customers',
    freeText: 'Searching, requesting and chatting cost you nothing. Pay only for the work.',
  },
  services: {
    electrical: 'Electrical',
    electricalText: 'Wiring, switches, fans, lights, inverters and fault finding by electricians near you.',
    plumbing: 'Plumbing',
    plumbingText: 'Leaks, taps, tanks, pumps, bathroom fittings and blocked drains fixed by local plumbers.',
  },
  greeting: {
    morning: 'Good Morning',
    afternoon: 'Good Afternoon',
    evening: 'Good Evening',
  },
  locate: {
    denied:
      "Mistri cannot see where you are: location access is blocked for this site. Allow location in your browser's site settings and press Locate again, or set your place by hand in",
    failed: 'Your location could not be found right now. Press Locate to try again, or set your place by hand in',
  },
} as const;
