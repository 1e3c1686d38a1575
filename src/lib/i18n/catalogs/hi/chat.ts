import type { Catalog } from '../../keys';

/** The Hindi `chat` messages. */
export const chat: Catalog['chat'] = {
  days: {
    today: 'आज',
    yesterday: 'कल',
  },
  messageBubble: {
    you: 'आप',
    seen: '· देख लिया',
  },
  conversation: {
    opening: 'चैट खुल रही है',
    loadFailed: 'चैट नहीं खुल सकी',
    unavailableTitle: 'यह चैट उपलब्ध नहीं है',
    unavailableText: 'हो सकता है यह किसी दूसरे खाते की हो, या अनुरोध हटा दिया गया हो। अपने संदेशों में से कोई बातचीत चुनें।',
    placeholder: 'अपना संदेश लिखें',
    placeholderNamed: '{{name}} को संदेश लिखें',
  },
  conversationList: {
    loading: 'बातचीत लोड हो रही है',
    loadFailed: 'आपकी बातचीत लोड नहीं हो पाई।',
    emptyTitle: 'अभी कोई बातचीत नहीं',
    emptyProviderText: 'कोई अनुरोध मंज़ूर करें, और उस ग्राहक से आपकी चैट यहाँ दिखेगी।',
    emptyCustomerText: 'किसी इलेक्ट्रीशियन या प्लंबर को जुड़ने का अनुरोध भेजें। उनके मंज़ूर करते ही आप यहाँ चैट कर सकते हैं।',
  },
  emptyState: {
    seeRequests: 'अनुरोध देखें',
    findAProvider: 'कारीगर खोजें',
    openMessages: 'संदेश खोलें',
  },
  page: {
    signInPrompt: 'अपने ग्राहकों और कारीगरों से चैट करने के लिए साइन इन करें।',
    title: 'चैट',
    conversations: 'बातचीत',
    conversation: 'बातचीत',
    noChatSelected: 'कोई चैट नहीं चुनी गई',
    noneSelectedProvider: 'अपने संदेशों में से कोई बातचीत चुनें, या नई शुरू करने के लिए कोई अनुरोध मंज़ूर करें।',
    noneSelectedCustomer: 'अपने संदेशों में से कोई बातचीत चुनें। जिन कारीगरों से आप जुड़ते हैं, वे अनुरोध मंज़ूर करते ही वहाँ दिखेंगे।',
  },
  messageComposer: {
    message: 'संदेश',
    sendMessage: 'संदेश भेजें',
    tooLong_one: '· बहुत लंबा है: भेजने के लिए {{count}} अक्षर हटाएँ',
    tooLong_other: '· बहुत लंबा है: भेजने के लिए {{count}} अक्षर हटाएँ',
  },
  messageList: {
    loading: 'संदेश लोड हो रहे हैं',
    loadFailed: 'संदेश लोड नहीं हो पाए।',
    empty: 'अभी कोई संदेश नहीं। {{name}} को नमस्ते कहें!',
    label: '{{otherName}} के साथ संदेश',
  },
  pendingMessages: {
    delete: 'हटाएँ',
    deleteLabel: 'न भेजा गया संदेश हटाएँ: {{text}}',
    messagesNotSentYet: 'अभी न भेजे गए संदेश',
    retry: 'फिर कोशिश करें',
    discard: 'हटाएँ',
  },
  header: {
    backToMessages: 'संदेशों पर वापस जाएँ',
    connected: 'जुड़े हुए',
    waitingForProvider: 'कारीगर के मंज़ूर करने का इंतज़ार है',
    call: '{{name}} को कॉल करें',
  },
  inboxPage: {
    signInPrompt: 'अपने संदेश देखने के लिए साइन इन करें।',
    title: 'संदेश',
  },
  unreadBadge: {
    unread_one: '{{count}} बिना पढ़ा संदेश',
    unread_other: '{{count}} बिना पढ़े संदेश',
  },
  pendingStatus: {
    waiting: 'नेटवर्क का इंतज़ार है',
    queued: 'भेजे जाने का इंतज़ार',
    sending: 'भेजा जा रहा है…',
    failed: 'नहीं भेजा गया',
  },
  row: {
    yourMessage: 'आप: {{body}}',
    noMessages: 'अभी कोई संदेश नहीं',
  },
  errors: {
    acceptFirst: "चैट शुरू करने के लिए 'अनुरोध' पेज पर यह अनुरोध मंज़ूर करें।",
    notAccepted: 'कारीगर के आपका अनुरोध मंज़ूर करते ही यह चैट खुल जाएगी।',
    length: 'संदेश में 1 से {{max}} अक्षर होने चाहिए।',
    offline: 'आपका संदेश नहीं भेजा जा सका: लगता है आप ऑफ़लाइन हैं। कृपया फिर कोशिश करें।',
    failed: 'आपका संदेश नहीं भेजा जा सका। कृपया फिर कोशिश करें।',
    notSaved: 'संदेश सेव नहीं हुआ। कृपया फिर कोशिश करें।',
  },
  sent: 'संदेश भेज दिया गया',
};
