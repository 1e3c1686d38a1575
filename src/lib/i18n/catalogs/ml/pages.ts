import type { Catalog } from '../../keys';

/** The Malayalam `pages` messages. */
export const pages: Catalog['pages'] = {
  contact: {
    title: 'ബന്ധപ്പെടുക',
  },
  spProfileEdit: {
    title: 'പ്രൊഫൈൽ തിരുത്തുക',
  },
  requests: {
    title: 'അഭ്യർത്ഥനകൾ',
  },
  meetOurTeam: {
    title: 'ഞങ്ങളുടെ ടീം',
  },
  notFound: {
    title: 'പേജ് കണ്ടെത്തിയില്ല',
    text: 'നിങ്ങൾ തിരയുന്ന പേജ് നിലവിലില്ല, അല്ലെങ്കിൽ മാറ്റിയിരിക്കുന്നു. ശരിയായ വഴിയിലേക്ക് നമുക്ക് തിരിച്ചുപോകാം.',
    browseProviders: 'ടെക്നീഷ്യൻമാരെ കാണുക',
  },
  spProfile: {
    title: 'നിങ്ങളുടെ പ്രൊഫൈൽ',
    availability: 'ലഭ്യത',
  },
  yourProfile: {
    title: 'നിങ്ങളുടെ പ്രൊഫൈൽ',
  },
  serviceProviders: {
    title: 'ടെക്നീഷ്യൻമാർ',
  },
  electricians: {
    title: 'ഇലക്ട്രീഷ്യൻമാർ',
  },
  nearbyProviders: {
    title: 'സമീപത്തുള്ള ടെക്നീഷ്യൻമാർ',
  },
  yourProfilePreferences: {
    title: 'അക്കൗണ്ട് ക്രമീകരണങ്ങൾ',
  },
  plumbers: {
    title: 'പ്ലംബർമാർ',
  },
  yourProfileEdit: {
    title: 'പ്രൊഫൈൽ തിരുത്തുക',
  },
  userProfile: {
    signInPrompt: 'നിങ്ങളുടെ പ്രൊഫൈൽ കാണാൻ സൈൻ ഇൻ ചെയ്യൂ.',
  },
};
