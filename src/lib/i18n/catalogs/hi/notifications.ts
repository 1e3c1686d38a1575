import type { Catalog } from '../../keys';

/** The Hindi `notifications` messages. */
export const notifications: Catalog['notifications'] = {
  notificationBell: {
    blocked: 'ब्राउज़र नोटिफ़िकेशन बंद हैं। आप इन्हें ब्राउज़र की सेटिंग में चालू कर सकते हैं।',
    title: 'सूचनाएँ',
    markAllAsRead: 'सभी को पढ़ा हुआ करें',
    offer: 'यह टैब पीछे खुला हो, तब भी सूचना पाएँ।',
    turnOn: 'चालू करें',
    loadFailed: 'सूचनाएँ लोड नहीं हो पाईं।',
    empty: 'अभी कुछ नया नहीं।',
    unread: 'बिना पढ़ी:',
    labelWithUnread: 'सूचनाएँ, {{unread}} बिना पढ़ी',
  },
  prompt: {
    label: 'इस डिवाइस पर सूचनाएँ',
    provider:
      'मिस्त्री पृष्ठभूमि में हो तब भी नए अनुरोधों और संदेशों की ख़बर पाने के लिए सूचनाएँ चालू करें। अनुरोध 24 घंटे बाद समाप्त हो जाते हैं।',
    customer: 'जब कोई कारीगर आपके अनुरोध का जवाब दे या आपको लिखे, तब जानने के लिए सूचनाएँ चालू करें, मिस्त्री पृष्ठभूमि में हो तब भी।',
    notNow: 'अभी नहीं',
    couldNotAsk: 'सूचनाएँ चालू नहीं हो सकीं। कृपया फिर से कोशिश करें।',
  },
  kinds: {
    aCustomer: 'एक ग्राहक',
    theProvider: 'कारीगर',
    newRequestTitle: '{{name}} ने आपको कनेक्शन अनुरोध भेजा',
    newRequestBody: 'इसे स्वीकार करें या मना करें।',
    newRequestExpiring: 'जल्दी जवाब दें: यह {{when}} समाप्त हो जाएगा।',
    acceptedTitle: '{{name}} ने आपका अनुरोध स्वीकार कर लिया',
    acceptedBody: 'अब आप चैट कर सकते हैं।',
    declinedTitle: '{{name}} ने आपका अनुरोध मना कर दिया',
    declinedBecause: 'कारण: {{reason}}। देखें कि और कौन मदद कर सकता है।',
    seeWhoElseCanHelp: 'देखें कि और कौन मदद कर सकता है।',
    expiredTitle: '{{name}} को भेजा गया आपका अनुरोध समाप्त हो गया',
    expiredTitleNoName: 'आपका अनुरोध समाप्त हो गया',
    expiredBody: '24 घंटे में कोई जवाब नहीं मिला। देखें कि और कौन मदद कर सकता है।',
    newMessageTitle: '{{name}} का नया संदेश',
    newMessageTitleNoName: 'नया संदेश',
    newReviewTitle: '{{name}} ने आपकी समीक्षा लिखी',
    newReviewRating: '{{max}} में से {{rating}} रेटिंग।',
    reviewReplyTitle: '{{name}} ने आपकी समीक्षा का जवाब दिया',
    somethingNew: 'नई सूचना',
  },
};
