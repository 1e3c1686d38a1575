import type { Catalog } from '../../keys';

/** The Malayalam `layout` messages. */
export const layout: Catalog['layout'] = {
  siteFooter: {
    tagline: 'വിശ്വസ്തരായ ഇലക്ട്രീഷ്യൻമാരെയും പ്ലംബർമാരെയും വേഗത്തിൽ കണ്ടെത്താം',
    contactUs: 'ഞങ്ങളെ ബന്ധപ്പെടുക',
    services: 'സേവനങ്ങൾ',
    electrical: 'ഇലക്ട്രിക്കൽ',
    plumbing: 'പ്ലംബിംഗ്',
    legal: 'നിയമപരം',
    reportProblem: 'പ്രശ്നം റിപ്പോർട്ട് ചെയ്യുക',
    privacyPolicy: 'സ്വകാര്യതാ നയം',
    termsConditions: 'നിബന്ധനകളും വ്യവസ്ഥകളും',
    copyright: '© {{year}} മിസ്ത്രി. എല്ലാ അവകാശങ്ങളും സംരക്ഷിതം.',
  },
  menuButton: {
    openMenu: 'മെനു തുറക്കുക',
  },
  header: {
    navLabel: 'പ്രധാന മെനു',
    setLocation: 'ലൊക്കേഷൻ സെറ്റ് ചെയ്യൂ',
    menu: 'മെനു',
    yourProfile: 'നിങ്ങളുടെ പ്രൊഫൈൽ',
    theme: 'തീം',
    providerBadge: 'ടെക്നീഷ്യൻ',
  },
  providerNav: {
    label: 'ടെക്നീഷ്യൻ',
    unreadConversations_one: 'വായിക്കാത്ത {{count}} സംഭാഷണം',
    unreadConversations_other: 'വായിക്കാത്ത {{count}} സംഭാഷണങ്ങൾ',
  },
  socialLinks: {
    label: 'സോഷ്യൽ മീഡിയയിൽ മിസ്ത്രി',
    link: '{{name}}-ൽ മിസ്ത്രി',
  },
  skipLink: {
    text: 'ഉള്ളടക്കത്തിലേക്ക് പോകുക',
  },
  locationLabel: {
    title: '{{known}}: ലൊക്കേഷൻ മാറ്റുക',
    label: 'നിങ്ങളുടെ ലൊക്കേഷൻ: {{known}}. ലൊക്കേഷൻ മാറ്റുക',
  },
  nav: {
    home: 'ഹോം',
    serviceProviders: 'ടെക്നീഷ്യൻമാർ',
    messages: 'സന്ദേശങ്ങൾ',
    ourTeam: 'ഞങ്ങളുടെ ടീം',
    contact: 'ബന്ധപ്പെടുക',
    requests: 'അഭ്യർത്ഥനകൾ',
    editProfile: 'പ്രൊഫൈൽ തിരുത്തുക',
  },
  logOut: {
    everywhere: 'എല്ലാ ഉപകരണങ്ങളിൽ നിന്നും ലോഗ് ഔട്ട് ചെയ്തു',
    done: 'ലോഗ് ഔട്ട് ചെയ്തു',
  },
  authLinks: {
    signUp: 'സൈൻ അപ്പ്',
  },
};
