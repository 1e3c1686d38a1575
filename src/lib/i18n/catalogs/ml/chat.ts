import type { Catalog } from '../../keys';

/** The Malayalam `chat` messages. */
export const chat: Catalog['chat'] = {
  days: {
    today: 'ഇന്ന്',
    yesterday: 'ഇന്നലെ',
  },
  messageBubble: {
    you: 'നിങ്ങൾ',
    seen: '· കണ്ടു',
  },
  chatConversation: {
    openingTheChat: 'ചാറ്റ് തുറക്കുന്നു',
    theChatCouldNotBe: 'ചാറ്റ് തുറക്കാനായില്ല',
    tryAgain: 'വീണ്ടും ശ്രമിക്കുക',
    thisChatIsNotAvailable: 'ഈ ചാറ്റ് ലഭ്യമല്ല',
    itMayBelongToAnother:
      'ഇത് മറ്റൊരു അക്കൗണ്ടിന്റേതാകാം, അല്ലെങ്കിൽ അഭ്യർത്ഥന നീക്കം ചെയ്തിരിക്കാം. സന്ദേശങ്ങളിൽ നിന്ന് ഒരു സംഭാഷണം തിരഞ്ഞെടുക്കൂ.',
    typeYourMessage: 'സന്ദേശം ടൈപ്പ് ചെയ്യൂ',
    writeYourMessageTo: '{{name}}-ന് സന്ദേശം എഴുതൂ',
  },
  conversationList: {
    loadingConversations: 'സംഭാഷണങ്ങൾ ലോഡ് ചെയ്യുന്നു',
    yourConversationsCouldNotBe: 'സംഭാഷണങ്ങൾ ലോഡ് ചെയ്യാനായില്ല.',
    tryAgain: 'വീണ്ടും ശ്രമിക്കുക',
    noConversationsYet: 'ഇതുവരെ സംഭാഷണങ്ങളില്ല',
    acceptAConnectionRequestAnd: 'ഒരു കണക്ഷൻ അഭ്യർത്ഥന സ്വീകരിക്കൂ; ആ ഉപഭോക്താവുമായുള്ള ചാറ്റ് ഇവിടെ കാണാം.',
    sendAConnectionRequestTo: 'ഒരു ഇലക്ട്രീഷ്യനോ പ്ലംബറിനോ കണക്ഷൻ അഭ്യർത്ഥന അയയ്ക്കൂ. അവർ സ്വീകരിച്ചാൽ ഇവിടെ ചാറ്റ് ചെയ്യാം.',
    seeRequests: 'അഭ്യർത്ഥനകൾ കാണുക',
    findAProvider: 'ടെക്നീഷ്യനെ കണ്ടെത്തുക',
  },
  chatPage: {
    signInToChatWith: 'ഉപഭോക്താക്കളോടും ടെക്നീഷ്യൻമാരോടും ചാറ്റ് ചെയ്യാൻ സൈൻ ഇൻ ചെയ്യൂ.',
    chat: 'ചാറ്റ്',
    conversations: 'സംഭാഷണങ്ങൾ',
    conversation: 'സംഭാഷണം',
    noChatSelected: 'ചാറ്റ് ഒന്നും തിരഞ്ഞെടുത്തിട്ടില്ല',
    chooseAConversationFromYour: 'സന്ദേശങ്ങളിൽ നിന്ന് ഒരു സംഭാഷണം തിരഞ്ഞെടുക്കൂ, അല്ലെങ്കിൽ പുതിയത് തുടങ്ങാൻ ഒരു അഭ്യർത്ഥന സ്വീകരിക്കൂ.',
    chooseAConversationFromYour2:
      'സന്ദേശങ്ങളിൽ നിന്ന് ഒരു സംഭാഷണം തിരഞ്ഞെടുക്കൂ. നിങ്ങൾ ബന്ധപ്പെട്ട ടെക്നീഷ്യൻമാർ അഭ്യർത്ഥന സ്വീകരിച്ചാൽ അവിടെ കാണാം.',
  },
  chatEmptyState: {
    openMessages: 'സന്ദേശങ്ങൾ തുറക്കുക',
    seeRequests: 'അഭ്യർത്ഥനകൾ കാണുക',
    findAProvider: 'ടെക്നീഷ്യനെ കണ്ടെത്തുക',
  },
  messageComposer: {
    message: 'സന്ദേശം',
    sendMessage: 'സന്ദേശം അയയ്ക്കുക',
    tooLong_one: '· നീളം കൂടുതലാണ്: അയയ്ക്കാൻ {{count}} അക്ഷരം കുറയ്ക്കൂ',
    tooLong_other: '· നീളം കൂടുതലാണ്: അയയ്ക്കാൻ {{count}} അക്ഷരങ്ങൾ കുറയ്ക്കൂ',
  },
  messageList: {
    loadingMessages: 'സന്ദേശങ്ങൾ ലോഡ് ചെയ്യുന്നു',
    theMessagesCouldNotBe: 'സന്ദേശങ്ങൾ ലോഡ് ചെയ്യാനായില്ല.',
    tryAgain: 'വീണ്ടും ശ്രമിക്കുക',
    noMessagesYetSayHello: 'ഇതുവരെ സന്ദേശങ്ങളില്ല. {{name}}-യോട് ഒരു ഹലോ പറയൂ!',
    messagesWith: '{{otherName}}-മായുള്ള സന്ദേശങ്ങൾ',
  },
  pendingMessages: {
    delete: 'നീക്കം ചെയ്യുക',
    deleteLabel: 'അയയ്ക്കാത്ത സന്ദേശം നീക്കം ചെയ്യുക: {{text}}',
    messagesNotSentYet: 'ഇതുവരെ അയയ്ക്കാത്ത സന്ദേശങ്ങൾ',
    retry: 'വീണ്ടും ശ്രമിക്കുക',
    discard: 'ഉപേക്ഷിക്കുക',
  },
  chatHeader: {
    backToMessages: 'സന്ദേശങ്ങളിലേക്ക് മടങ്ങുക',
    connected: 'ബന്ധപ്പെട്ടു',
    waitingForTheProviderTo: 'ടെക്നീഷ്യൻ സ്വീകരിക്കുന്നതിനായി കാത്തിരിക്കുന്നു',
    call: '{{name}}-നെ വിളിക്കുക',
  },
  inboxPage: {
    signInToSeeYour: 'സന്ദേശങ്ങൾ കാണാൻ സൈൻ ഇൻ ചെയ്യൂ.',
    messages: 'സന്ദേശങ്ങൾ',
  },
  unreadBadge: {
    unread_one: 'വായിക്കാത്ത {{count}} സന്ദേശം',
    unread_other: 'വായിക്കാത്ത {{count}} സന്ദേശങ്ങൾ',
  },
  pendingStatus: {
    waiting: 'നെറ്റ്‌വർക്കിനായി കാത്തിരിക്കുന്നു',
    queued: 'അയയ്ക്കാൻ കാത്തിരിക്കുന്നു',
    sending: 'അയയ്ക്കുന്നു…',
    failed: 'അയച്ചില്ല',
  },
  row: {
    yourMessage: 'നിങ്ങൾ: {{body}}',
    noMessages: 'ഇതുവരെ സന്ദേശങ്ങളില്ല',
  },
  errors: {
    acceptFirst: "ചാറ്റ് തുടങ്ങാൻ 'അഭ്യർത്ഥനകൾ' പേജിൽ ഈ അഭ്യർത്ഥന സ്വീകരിക്കൂ.",
    notAccepted: 'ടെക്നീഷ്യൻ നിങ്ങളുടെ അഭ്യർത്ഥന സ്വീകരിച്ചാലുടൻ ഈ ചാറ്റ് തുറക്കും.',
    length: 'ഒരു സന്ദേശത്തിൽ 1 മുതൽ {{max}} വരെ അക്ഷരങ്ങൾ വേണം.',
    offline: 'സന്ദേശം അയയ്ക്കാനായില്ല: നിങ്ങൾ ഓഫ്‌ലൈനിലാണെന്ന് തോന്നുന്നു. വീണ്ടും ശ്രമിക്കൂ.',
    failed: 'സന്ദേശം അയയ്ക്കാനായില്ല. വീണ്ടും ശ്രമിക്കൂ.',
    notSaved: 'സന്ദേശം സേവ് ആയില്ല. വീണ്ടും ശ്രമിക്കൂ.',
  },
  sent: 'സന്ദേശം അയച്ചു',
};
