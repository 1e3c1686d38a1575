import type { Catalog } from '../../keys';

/** The Hindi `common` messages. */
export const common: Catalog['common'] = {
  button: {
    pleaseWait: 'कृपया प्रतीक्षा करें',
  },
  breadcrumbs: {
    breadcrumb: 'आप यहाँ हैं',
    home: 'होम',
    profile: 'प्रोफ़ाइल',
    edit: 'बदलें',
  },
  actions: {
    close: 'बंद करें',
    signIn: 'साइन इन',
    logOut: 'लॉग आउट',
    goToHome: 'होम पर जाएँ',
    loadMore: 'और दिखाएँ',
    tryAgain: 'फिर कोशिश करें',
    cancel: 'रद्द करें',
  },
  themeToggle: {
    switchToLightTheme: 'लाइट थीम पर जाएँ',
    switchToDarkTheme: 'डार्क थीम पर जाएँ',
    lightTheme: 'लाइट थीम',
    darkTheme: 'डार्क थीम',
  },
  signedOutNotice: {
    title: 'आपने साइन इन नहीं किया है',
    createAccount: 'खाता बनाएँ',
  },
  ratingBadge: {
    newOnMistri: 'Mistri पर नए',
  },
  passwordField: {
    hide: '{{value}} छिपाएँ',
    show: '{{value}} दिखाएँ',
  },
  starRating: {
    ratedOutOf: '{{max}} में से {{value}} रेटिंग',
  },
  requestPhotos: {
    title: 'फ़ोटो',
    photo: 'फ़ोटो {{number}}',
    unavailable: 'फ़ोटो उपलब्ध नहीं',
  },
  jobs: {
    plumbers: 'प्लंबर',
    electricians: 'इलेक्ट्रीशियन',
    everyone: 'सभी',
    electrician: 'इलेक्ट्रीशियन',
    plumber: 'प्लंबर',
  },
  availability: {
    available: 'अभी उपलब्ध',
    busy: 'व्यस्त',
    away: 'उपलब्ध नहीं',
  },
  language: {
    label: 'भाषा',
    title: 'भाषा',
    hint: 'Mistri अंग्रेज़ी, मलयालम और हिन्दी में उपलब्ध है। नाम और संदेश वैसे ही दिखते हैं जैसे लोगों ने लिखे थे।',
  },
  errors: {
    tryAgain: 'कृपया फिर से कोशिश करें।',
    generic: 'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    tooManyAttempts: 'बहुत ज़्यादा कोशिशें हो गईं। कृपया {{minutes}} मिनट बाद फिर से कोशिश करें।',
  },
  location: {
    denied: 'लोकेशन की अनुमति नहीं मिली। कृपया ब्राउज़र की सेटिंग में इसे चालू करें।',
    unsupported: 'यह ब्राउज़र आपकी लोकेशन नहीं बता सकता।',
    failed: 'आपकी लोकेशन नहीं मिल पाई। कृपया फिर से कोशिश करें।',
  },
  confirm: {
    title: 'कृपया पुष्टि करें',
    yes: 'हाँ',
    no: 'नहीं',
  },
  loading: 'लोड हो रहा है',
  avatar: {
    of: '{{name}} की प्रोफ़ाइल फ़ोटो',
    generic: 'प्रोफ़ाइल फ़ोटो',
  },
  signInToSee: 'यह पेज देखने के लिए साइन इन करें।',
  brandName: 'Mistri',
};
