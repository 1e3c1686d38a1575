import type { Catalog } from '../../keys';

/** The Hindi `pages` messages. */
export const pages: Catalog['pages'] = {
  contact: {
    title: 'संपर्क',
  },
  spProfileEdit: {
    title: 'प्रोफ़ाइल बदलें',
  },
  requests: {
    title: 'अनुरोध',
  },
  meetOurTeam: {
    title: 'हमारी टीम',
  },
  notFound: {
    title: 'पेज नहीं मिला',
    text: 'आप जो पेज ढूँढ रहे हैं वह मौजूद नहीं है या कहीं और चला गया है। चलिए, आपको सही जगह पहुँचाते हैं।',
    browseProviders: 'कारीगर देखें',
  },
  spProfile: {
    title: 'आपकी प्रोफ़ाइल',
    availability: 'उपलब्धता',
  },
  yourProfile: {
    title: 'आपकी प्रोफ़ाइल',
  },
  serviceProviders: {
    title: 'कारीगर',
  },
  electricians: {
    title: 'इलेक्ट्रीशियन',
  },
  nearbyProviders: {
    title: 'आस-पास के कारीगर',
  },
  yourProfilePreferences: {
    title: 'खाता सेटिंग',
  },
  plumbers: {
    title: 'प्लंबर',
  },
  yourProfileEdit: {
    title: 'प्रोफ़ाइल बदलें',
  },
  userProfile: {
    signInPrompt: 'अपनी प्रोफ़ाइल देखने के लिए साइन इन करें।',
  },
};
