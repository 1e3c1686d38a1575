import type { Catalog } from '../../keys';

/** The Malayalam `notifications` messages. */
export const notifications: Catalog['notifications'] = {
  notificationBell: {
    blocked: 'ബ്രൗസർ അറിയിപ്പുകൾ തടഞ്ഞിരിക്കുന്നു. ബ്രൗസർ സെറ്റിംഗ്സിൽ അവ അനുവദിക്കാം.',
    title: 'അറിയിപ്പുകൾ',
    markAllAsRead: 'എല്ലാം വായിച്ചതായി അടയാളപ്പെടുത്തുക',
    offer: 'ഈ ടാബ് പശ്ചാത്തലത്തിലായിരിക്കുമ്പോഴും അറിയിപ്പുകൾ നേടൂ.',
    turnOn: 'ഓണാക്കുക',
    loadFailed: 'അറിയിപ്പുകൾ ലോഡ് ചെയ്യാനായില്ല.',
    empty: 'പുതിയതായി ഒന്നുമില്ല.',
    unread: 'വായിക്കാത്തത്:',
    labelWithUnread: 'അറിയിപ്പുകൾ, വായിക്കാത്തത് {{unread}}',
  },
  kinds: {
    aCustomer: 'ഒരു ഉപഭോക്താവ്',
    theProvider: 'ടെക്നീഷ്യൻ',
    newRequestTitle: '{{name}} നിങ്ങൾക്ക് ഒരു അഭ്യർത്ഥന അയച്ചു',
    newRequestBody: 'സ്വീകരിക്കുകയോ നിരസിക്കുകയോ ചെയ്യൂ.',
    newRequestExpiring: 'വേഗം മറുപടി നൽകൂ: {{when}} ഇത് കാലഹരണപ്പെടും.',
    acceptedTitle: '{{name}} നിങ്ങളുടെ അഭ്യർത്ഥന സ്വീകരിച്ചു',
    acceptedBody: 'ഇനി ചാറ്റ് ചെയ്യാം.',
    declinedTitle: '{{name}} നിങ്ങളുടെ അഭ്യർത്ഥന നിരസിച്ചു',
    declinedBecause: 'കാരണം: {{reason}}. സഹായിക്കാൻ കഴിയുന്ന മറ്റുള്ളവരെ നോക്കൂ.',
    seeWhoElseCanHelp: 'സഹായിക്കാൻ കഴിയുന്ന മറ്റുള്ളവരെ നോക്കൂ.',
    expiredTitle: '{{name}}-ന് അയച്ച അഭ്യർത്ഥന കാലഹരണപ്പെട്ടു',
    expiredTitleNoName: 'നിങ്ങളുടെ അഭ്യർത്ഥന കാലഹരണപ്പെട്ടു',
    expiredBody: '24 മണിക്കൂറിനുള്ളിൽ മറുപടി കിട്ടിയില്ല. സഹായിക്കാൻ കഴിയുന്ന മറ്റുള്ളവരെ നോക്കൂ.',
    newMessageTitle: '{{name}}-ൽ നിന്ന് പുതിയ സന്ദേശം',
    newMessageTitleNoName: 'പുതിയ സന്ദേശം',
    newReviewTitle: '{{name}} നിങ്ങളെക്കുറിച്ച് ഒരു റിവ്യൂ എഴുതി',
    newReviewRating: '{{max}}-ൽ {{rating}} റേറ്റിംഗ്.',
    reviewReplyTitle: '{{name}} നിങ്ങളുടെ റിവ്യൂവിന് മറുപടി നൽകി',
    somethingNew: 'പുതിയ അറിയിപ്പ്',
  },
};
