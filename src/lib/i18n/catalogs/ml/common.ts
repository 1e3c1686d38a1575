import type { Catalog } from '../../keys';

/** The Malayalam `common` messages. */
export const common: Catalog['common'] = {
  button: {
    pleaseWait: 'ദയവായി കാത്തിരിക്കൂ',
  },
  breadcrumbs: {
    breadcrumb: 'നിങ്ങൾ ഇവിടെയാണ്',
    home: 'ഹോം',
    profile: 'പ്രൊഫൈൽ',
    edit: 'തിരുത്തുക',
  },
  actions: {
    close: 'അടയ്ക്കുക',
    signIn: 'സൈൻ ഇൻ',
    logOut: 'ലോഗ് ഔട്ട്',
    goToHome: 'ഹോമിലേക്ക് പോകുക',
    loadMore: 'കൂടുതൽ കാണിക്കുക',
    tryAgain: 'വീണ്ടും ശ്രമിക്കുക',
    cancel: 'റദ്ദാക്കുക',
  },
  themeToggle: {
    switchToLightTheme: 'ലൈറ്റ് തീമിലേക്ക് മാറുക',
    switchToDarkTheme: 'ഡാർക്ക് തീമിലേക്ക് മാറുക',
    lightTheme: 'ലൈറ്റ് തീം',
    darkTheme: 'ഡാർക്ക് തീം',
  },
  signedOutNotice: {
    title: 'നിങ്ങൾ സൈൻ ഇൻ ചെയ്തിട്ടില്ല',
    createAccount: 'അക്കൗണ്ട് തുടങ്ങുക',
  },
  ratingBadge: {
    newOnMistri: 'മിസ്ത്രിയിൽ പുതുതായി ചേർന്നു',
  },
  passwordField: {
    hide: '{{value}} മറയ്ക്കുക',
    show: '{{value}} കാണിക്കുക',
  },
  starRating: {
    ratedOutOf: '{{max}}-ൽ {{value}} റേറ്റിംഗ്',
  },
  requestPhotos: {
    title: 'ഫോട്ടോകൾ',
    photo: 'ഫോട്ടോ {{number}}',
    unavailable: 'ഫോട്ടോ ലഭ്യമല്ല',
  },
  jobs: {
    plumbers: 'പ്ലംബർമാർ',
    electricians: 'ഇലക്ട്രീഷ്യൻമാർ',
    everyone: 'എല്ലാവരും',
    electrician: 'ഇലക്ട്രീഷ്യൻ',
    plumber: 'പ്ലംബർ',
  },
  availability: {
    available: 'ഇപ്പോൾ ലഭ്യം',
    busy: 'തിരക്കിലാണ്',
    away: 'ലഭ്യമല്ല',
  },
  language: {
    label: 'ഭാഷ',
    title: 'ഭാഷ',
    hint: 'മിസ്ത്രി ഇംഗ്ലീഷിലും മലയാളത്തിലും ഹിന്ദിയിലും ലഭ്യമാണ്. പേരുകളും സന്ദേശങ്ങളും ആളുകൾ ടൈപ്പ് ചെയ്തതുപോലെ തന്നെ കാണിക്കും.',
  },
  errors: {
    tryAgain: 'ദയവായി വീണ്ടും ശ്രമിക്കൂ.',
    generic: 'എന്തോ പിശക് സംഭവിച്ചു. അൽപ്പസമയത്തിന് ശേഷം വീണ്ടും ശ്രമിക്കൂ.',
    tooManyAttempts: 'ഒരുപാട് തവണ ശ്രമിച്ചു. {{minutes}} മിനിറ്റിന് ശേഷം വീണ്ടും ശ്രമിക്കൂ.',
  },
  location: {
    denied: 'ലൊക്കേഷൻ അനുമതി നിഷേധിച്ചു. ബ്രൗസർ സെറ്റിംഗ്സിൽ അത് അനുവദിക്കൂ.',
    unsupported: 'ഈ ബ്രൗസറിന് നിങ്ങളുടെ ലൊക്കേഷൻ കണ്ടെത്താൻ കഴിയില്ല.',
    failed: 'നിങ്ങളുടെ ലൊക്കേഷൻ കണ്ടെത്താനായില്ല. വീണ്ടും ശ്രമിക്കൂ.',
  },
  confirm: {
    title: 'ദയവായി ഉറപ്പാക്കൂ',
    yes: 'അതെ',
    no: 'വേണ്ട',
  },
  loading: 'ലോഡ് ചെയ്യുന്നു',
  avatar: {
    of: '{{name}}-ന്റെ പ്രൊഫൈൽ ചിത്രം',
    generic: 'പ്രൊഫൈൽ ചിത്രം',
  },
  signInToSee: 'ഈ പേജ് കാണാൻ സൈൻ ഇൻ ചെയ്യൂ.',
  brandName: 'മിസ്ത്രി',
};
