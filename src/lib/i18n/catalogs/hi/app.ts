import type { Catalog } from '../../keys';

/** The Hindi `app` messages. */
export const app: Catalog['app'] = {
  offlineBanner: 'आप ऑफ़लाइन हैं। नेटवर्क लौटने तक Mistri वही दिखाएगा जो इस डिवाइस पर सहेजा गया है।',
  updateAvailable: 'नया संस्करण उपलब्ध है',
  reload: 'फिर से लोड करें',
  startFailed: 'Mistri शुरू नहीं हो सका। अपना कनेक्शन जाँचें और पेज फिर से लोड करें।',
  toastRegion: 'सूचनाएँ (Alt+T)',
  routeError: {
    status: 'स्थिति',
    title: 'अचानक कोई गड़बड़ी हो गई!',
    goHome: 'होम पर जाएँ',
  },
  offlineScreen: {
    pageTitle: 'ऑफ़लाइन',
    title: 'आप ऑफ़लाइन हैं!',
    text: 'अपना इंटरनेट कनेक्शन जाँचें। ऑनलाइन होते ही Mistri फिर से चलने लगेगा।',
    retry: 'फिर कोशिश करें',
  },
  startupGate: {
    starting: 'Mistri शुरू हो रहा है',
  },
  rootLayout: {
    loading: 'पेज लोड हो रहा है',
  },
};
