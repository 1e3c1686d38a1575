import type { Catalog } from '../../keys';

/** The Malayalam `app` messages. */
export const app: Catalog['app'] = {
  offlineBanner: 'നിങ്ങൾ ഓഫ്‌ലൈനാണ്. നെറ്റ്‌വർക്ക് തിരികെ വരുന്നതുവരെ ഈ ഉപകരണത്തിൽ സൂക്ഷിച്ചിട്ടുള്ളത് മിസ്ത്രി കാണിക്കും.',
  updateAvailable: 'പുതിയ പതിപ്പ് ലഭ്യമാണ്',
  updateReload: 'വീണ്ടും ലോഡ് ചെയ്യുക',
  startFailed: 'മിസ്ത്രി തുറക്കാനായില്ല. ഇന്റർനെറ്റ് കണക്ഷൻ പരിശോധിച്ച് പേജ് വീണ്ടും ലോഡ് ചെയ്യൂ.',
  toastRegion: 'അറിയിപ്പുകൾ (Alt+T)',
  routeError: {
    status: 'സ്റ്റാറ്റസ്',
    unexpectedApplicationError: 'അപ്രതീക്ഷിതമായ ഒരു പിശക് സംഭവിച്ചു!',
    reload: 'വീണ്ടും ലോഡ് ചെയ്യുക',
    goHome: 'ഹോമിലേക്ക് പോകുക',
  },
  offlineScreen: {
    offline: 'ഓഫ്‌ലൈൻ',
    youReOffline: 'നിങ്ങൾ ഓഫ്‌ലൈനിലാണ്!',
    checkYourInternetConnectionMistri: 'ഇന്റർനെറ്റ് കണക്ഷൻ പരിശോധിക്കൂ. നിങ്ങൾ ഓൺലൈനിൽ തിരിച്ചെത്തുമ്പോൾ മിസ്ത്രിയും തിരിച്ചുവരും.',
    retry: 'വീണ്ടും ശ്രമിക്കുക',
  },
  startupGate: {
    startingMistri: 'മിസ്ത്രി തുറക്കുന്നു',
  },
  rootLayout: {
    loadingPage: 'പേജ് ലോഡ് ചെയ്യുന്നു',
  },
};
