import type { Catalog } from '../../keys';

/** The Hindi `layout` messages. */
export const layout: Catalog['layout'] = {
  siteFooter: {
    mistri: 'Mistri',
    quicklyLocateReliableElectriciansAnd: 'भरोसेमंद इलेक्ट्रीशियन और प्लंबर जल्दी खोजें',
    contactUs: 'संपर्क करें',
    services: 'सेवाएँ',
    electrical: 'बिजली का काम',
    plumbing: 'प्लंबिंग',
    legal: 'कानूनी',
    reportAProblem: 'समस्या बताएँ',
    privacyPolicy: 'गोपनीयता नीति',
    termsConditions: 'नियम और शर्तें',
    copyright: '© {{year}} Mistri. सर्वाधिकार सुरक्षित।',
  },
  menuButton: {
    openMenu: 'मेन्यू खोलें',
  },
  siteHeader: {
    main: 'मुख्य मेन्यू',
    setYourLocation: 'अपनी लोकेशन चुनें',
    signIn: 'साइन इन',
    register: 'रजिस्टर करें',
    menu: 'मेन्यू',
    yourProfile: 'आपकी प्रोफ़ाइल',
    theme: 'थीम',
  },
  brandLogo: {
    mistri: 'Mistri',
  },
  logOutButton: {
    logOut: 'लॉग आउट',
  },
  profileLink: {
    yourProfile: 'आपकी प्रोफ़ाइल',
  },
  providerNav: {
    provider: 'कारीगर',
    unreadConversations_one: '{{count}} बिना पढ़ी बातचीत',
    unreadConversations_other: '{{count}} बिना पढ़ी बातचीत',
  },
  socialLinks: {
    mistriOnSocialNetworks: 'सोशल मीडिया पर Mistri',
    mistriOn: '{{name}} पर Mistri',
  },
  providerLayout: {
    provider: 'कारीगर',
    setYourLocation: 'अपनी लोकेशन चुनें',
    menu: 'मेन्यू',
    theme: 'थीम',
  },
  skipLink: {
    skipToContent: 'सीधे सामग्री पर जाएँ',
  },
  locationLabel: {
    changeLocation: '{{known}}: लोकेशन बदलें',
    yourLocationChangeLocation: 'आपकी लोकेशन: {{known}}. लोकेशन बदलें',
  },
  nav: {
    home: 'होम',
    serviceProviders: 'कारीगर',
    messages: 'संदेश',
    ourTeam: 'हमारी टीम',
    contact: 'संपर्क',
    requests: 'अनुरोध',
    editProfile: 'प्रोफ़ाइल बदलें',
  },
  logOut: {
    everywhere: 'आप अपने सभी डिवाइस से लॉग आउट हो गए',
    done: 'आप लॉग आउट हो गए',
  },
  authLinks: {
    signUp: 'साइन अप',
  },
};
