import type { Catalog } from '../../keys';

/** The Malayalam `pages` messages. */
export const pages: Catalog['pages'] = {
  contact: {
    contact: 'ബന്ധപ്പെടുക',
  },
  spProfileEdit: {
    editProfile: 'പ്രൊഫൈൽ തിരുത്തുക',
  },
  requests: {
    requests: 'അഭ്യർത്ഥനകൾ',
  },
  meetOurTeam: {
    meetOurTeam: 'ഞങ്ങളുടെ ടീം',
  },
  notFound: {
    pageNotFound: 'പേജ് കണ്ടെത്തിയില്ല',
    thePageYouAreLooking: 'നിങ്ങൾ തിരയുന്ന പേജ് നിലവിലില്ല, അല്ലെങ്കിൽ മാറ്റിയിരിക്കുന്നു. ശരിയായ വഴിയിലേക്ക് നമുക്ക് തിരിച്ചുപോകാം.',
    goToHome: 'ഹോമിലേക്ക് പോകുക',
    browseProviders: 'ടെക്നീഷ്യൻമാരെ കാണുക',
  },
  spProfile: {
    yourProfile: 'നിങ്ങളുടെ പ്രൊഫൈൽ',
    availability: 'ലഭ്യത',
  },
  yourProfile: {
    yourProfile: 'നിങ്ങളുടെ പ്രൊഫൈൽ',
  },
  serviceProviders: {
    serviceProviders: 'ടെക്നീഷ്യൻമാർ',
  },
  electricians: {
    electricians: 'ഇലക്ട്രീഷ്യൻമാർ',
  },
  nearbyProviders: {
    nearbyProviders: 'സമീപത്തുള്ള ടെക്നീഷ്യൻമാർ',
  },
  yourProfilePreferences: {
    accountPreferences: 'അക്കൗണ്ട് ക്രമീകരണങ്ങൾ',
  },
  plumbers: {
    plumbers: 'പ്ലംബർമാർ',
  },
  yourProfileEdit: {
    editProfile: 'പ്രൊഫൈൽ തിരുത്തുക',
  },
  userProfile: {
    signInToSeeYour: 'നിങ്ങളുടെ പ്രൊഫൈൽ കാണാൻ സൈൻ ഇൻ ചെയ്യൂ.',
  },
};
