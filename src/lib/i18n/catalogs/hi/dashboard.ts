import type { Catalog } from '../../keys';

/** The Hindi `dashboard` messages. */
export const dashboard: Catalog['dashboard'] = {
  declineRequest: {
    decline: 'मना करें',
    reasonForDeclining: 'मना करने की वजह',
    noReasonGiven: 'कोई वजह नहीं',
    confirmDecline: 'मना करना पक्का करें',
    keep: 'रहने दें',
    declineRequestFrom: '{{senderName}} का अनुरोध मना करें',
  },
  providerHome: {
    title: 'डैशबोर्ड',
    hint: 'चैट शुरू करने के लिए कोई अनुरोध मंज़ूर करें।',
  },
  requestsList: {
    title: 'अनुरोध',
    newCount: '{{count}} नए',
    loading: 'अनुरोध लोड हो रहे हैं',
    loadFailed: 'आपके अनुरोध लोड नहीं हो पाए।',
    empty: 'अभी कोई अनुरोध नहीं!',
    accepted: 'आपने {{senderName}} का अनुरोध मंज़ूर कर लिया। अब आप चैट कर सकते हैं।',
    acceptFailed: '{{senderName}} का अनुरोध मंज़ूर नहीं हो सका। कृपया फिर कोशिश करें।',
    declined: 'आपने {{senderName}} का अनुरोध मना कर दिया।',
    declineFailed: '{{senderName}} का अनुरोध मना नहीं किया जा सका। कृपया फिर कोशिश करें।',
  },
  availabilitySwitch: {
    saveFailed: 'आपकी उपलब्धता नहीं बदल सकी। कृपया फिर कोशिश करें।',
    label: 'आपकी उपलब्धता',
    responseTimeHint: '3 अनुरोधों का जवाब देने के बाद आपका जवाब देने का समय दिखेगा।',
  },
  providerArea: {
    signInPrompt: 'अपने अनुरोध देखने के लिए कारीगर खाते से साइन इन करें।',
    providersOnlyTitle: 'कारीगरों के लिए',
    providersOnlyText: "यह पेज Mistri पर रजिस्टर्ड इलेक्ट्रीशियन और प्लंबर के लिए है। आपकी बातचीत 'संदेश' में है।",
  },
  requestRow: {
    openChat: 'चैट खोलें',
    accepting: 'मंज़ूर किया जा रहा है…',
    accept: 'मंज़ूर करें',
    openChatWith: '{{name}} के साथ चैट खोलें',
    acceptRequestFrom: '{{name}} का अनुरोध मंज़ूर करें',
  },
  statTiles: {
    loadingNumber: 'संख्या लोड हो रही है',
    yourNumbers: 'आपके आँकड़े',
    currentConnections: 'मौजूदा कनेक्शन',
    acceptedRequests: 'मंज़ूर किए गए अनुरोध',
    users: 'ग्राहक',
    customersWhoAsked: 'जिन ग्राहकों ने आपसे संपर्क किया',
    loadFailed: 'आपके आँकड़े लोड नहीं हो पाए। कृपया पेज फिर से लोड करें।',
    waitingForYourAnswer: '{{pendingRequests}} आपके जवाब का इंतज़ार कर रहे हैं',
  },
  requestDetails: {
    sent: ' · भेजा गया {{time}}',
    away: '{{distance}} दूर',
  },
  status: {
    pending: 'आपके जवाब का इंतज़ार',
    accepted: 'मंज़ूर · चैट खोलें',
    declined: 'आपने मना किया',
    cancelled: 'ग्राहक ने रद्द किया',
    expired: 'समाप्त: 24 घंटे में जवाब नहीं दिया गया',
  },
  declineReasons: {
    tooFar: 'बहुत दूर है',
    fullyBooked: 'समय नहीं है',
    notMyWork: 'यह मेरा काम नहीं है',
  },
  greeting: {
    welcomeNew: 'मिस्त्री में आपका स्वागत है!',
    welcomeNewNamed: 'मिस्त्री में आपका स्वागत है, {{name}}!',
    welcomeBack: 'फिर से स्वागत है!',
    welcomeBackNamed: 'फिर से स्वागत है, {{name}}!',
  },
};
