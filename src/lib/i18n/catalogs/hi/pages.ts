import type { Catalog } from '../../keys';

/** The Hindi `pages` messages. */
export const pages: Catalog['pages'] = {
  contact: {
    contact: 'संपर्क',
  },
  spProfileEdit: {
    editProfile: 'प्रोफ़ाइल बदलें',
  },
  requests: {
    requests: 'अनुरोध',
  },
  meetOurTeam: {
    meetOurTeam: 'हमारी टीम',
  },
  notFound: {
    pageNotFound: 'पेज नहीं मिला',
    thePageYouAreLooking: 'आप जो पेज ढूँढ रहे हैं वह मौजूद नहीं है या कहीं और चला गया है। चलिए, आपको सही जगह पहुँचाते हैं।',
    goToHome: 'होम पर जाएँ',
    browseProviders: 'कारीगर देखें',
  },
  spProfile: {
    yourProfile: 'आपकी प्रोफ़ाइल',
    availability: 'उपलब्धता',
  },
  yourProfile: {
    yourProfile: 'आपकी प्रोफ़ाइल',
  },
  serviceProviders: {
    serviceProviders: 'कारीगर',
  },
  electricians: {
    electricians: 'इलेक्ट्रीशियन',
  },
  nearbyProviders: {
    nearbyProviders: 'आस-पास के कारीगर',
  },
  yourProfilePreferences: {
    accountPreferences: 'खाता सेटिंग',
  },
  plumbers: {
    plumbers: 'प्लंबर',
  },
  yourProfileEdit: {
    editProfile: 'प्रोफ़ाइल बदलें',
  },
  userProfile: {
    signInToSeeYour: 'अपनी प्रोफ़ाइल देखने के लिए साइन इन करें।',
  },
};
