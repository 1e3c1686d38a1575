import type { Catalog } from '../../keys';

/** The Hindi `layout` messages. */
export const layout: Catalog['layout'] = {
  siteFooter: {
    tagline: 'भरोसेमंद इलेक्ट्रीशियन और प्लंबर जल्दी खोजें',
    contactUs: 'संपर्क करें',
    services: 'सेवाएँ',
    electrical: 'बिजली का काम',
    plumbing: 'प्लंबिंग',
    legal: 'कानूनी',
    reportProblem: 'समस्या बताएँ',
    privacyPolicy: 'गोपनीयता नीति',
    termsConditions: 'नियम और शर्तें',
    copyright: '© {{year}} Mistri. सर्वाधिकार सुरक्षित।',
  },
  menuButton: {
    openMenu: 'मेन्यू खोलें',
  },
  header: {
    navLabel: 'मुख्य मेन्यू',
    setLocation: 'अपनी लोकेशन चुनें',
    menu: 'मेन्यू',
    yourProfile: 'आपकी प्रोफ़ाइल',
    theme: 'थीम',
    providerBadge: 'कारीगर',
  },
  providerNav: {
    label: 'कारीगर',
    unreadConversations_one: '{{count}} बिना पढ़ी बातचीत',
    unreadConversations_other: '{{count}} बिना पढ़ी बातचीत',
  },
  socialLinks: {
    label: 'सोशल मीडिया पर Mistri',
    link: '{{name}} पर Mistri',
  },
  skipLink: {
    text: 'सीधे सामग्री पर जाएँ',
  },
  locationLabel: {
    title: '{{known}}: लोकेशन बदलें',
    label: 'आपकी लोकेशन: {{known}}. लोकेशन बदलें',
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
