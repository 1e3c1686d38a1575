import type { Catalog } from '../../keys';

/** The Malayalam `dashboard` messages. */
export const dashboard: Catalog['dashboard'] = {
  declineRequest: {
    decline: 'നിരസിക്കുക',
    reasonForDeclining: 'നിരസിക്കാനുള്ള കാരണം',
    noReasonGiven: 'കാരണം പറയുന്നില്ല',
    confirmDecline: 'നിരസിക്കൽ ഉറപ്പാക്കുക',
    keep: 'വേണ്ട, നിലനിർത്തുക',
    declineRequestFrom: '{{senderName}}-ന്റെ അഭ്യർത്ഥന നിരസിക്കുക',
  },
  providerHome: {
    title: 'ഡാഷ്ബോർഡ്',
    hint: 'ചാറ്റ് തുടങ്ങാൻ ഒരു അഭ്യർത്ഥന സ്വീകരിക്കൂ.',
  },
  requestsList: {
    title: 'അഭ്യർത്ഥനകൾ',
    newCount: '{{count}} പുതിയത്',
    loading: 'അഭ്യർത്ഥനകൾ ലോഡ് ചെയ്യുന്നു',
    loadFailed: 'അഭ്യർത്ഥനകൾ ലോഡ് ചെയ്യാനായില്ല.',
    empty: 'ഇതുവരെ അഭ്യർത്ഥനകളൊന്നുമില്ല!',
    accepted: '{{senderName}}-ന്റെ അഭ്യർത്ഥന നിങ്ങൾ സ്വീകരിച്ചു. ഇനി ചാറ്റ് ചെയ്യാം.',
    acceptFailed: '{{senderName}}-ന്റെ അഭ്യർത്ഥന സ്വീകരിക്കാനായില്ല. വീണ്ടും ശ്രമിക്കൂ.',
    declined: '{{senderName}}-ന്റെ അഭ്യർത്ഥന നിങ്ങൾ നിരസിച്ചു.',
    declineFailed: '{{senderName}}-ന്റെ അഭ്യർത്ഥന നിരസിക്കാനായില്ല. വീണ്ടും ശ്രമിക്കൂ.',
  },
  availabilitySwitch: {
    saveFailed: 'ലഭ്യത മാറ്റാനായില്ല. വീണ്ടും ശ്രമിക്കൂ.',
    label: 'നിങ്ങളുടെ ലഭ്യത',
    responseTimeHint: '3 അഭ്യർത്ഥനകൾക്ക് മറുപടി നൽകിക്കഴിഞ്ഞാൽ നിങ്ങളുടെ മറുപടി സമയം കാണിക്കും.',
  },
  providerArea: {
    signInPrompt: 'അഭ്യർത്ഥനകൾ കാണാൻ ടെക്നീഷ്യൻ അക്കൗണ്ടിൽ സൈൻ ഇൻ ചെയ്യൂ.',
    providersOnlyTitle: 'ടെക്നീഷ്യൻമാർക്ക്',
    providersOnlyText:
      "ഈ പേജ് മിസ്ത്രിയിൽ രജിസ്റ്റർ ചെയ്ത ഇലക്ട്രീഷ്യൻമാർക്കും പ്ലംബർമാർക്കും വേണ്ടിയാണ്. നിങ്ങളുടെ സംഭാഷണങ്ങൾ 'സന്ദേശങ്ങൾ'ക്ക് കീഴിലുണ്ട്.",
  },
  requestRow: {
    openChat: 'ചാറ്റ് തുറക്കുക',
    accepting: 'സ്വീകരിക്കുന്നു…',
    accept: 'സ്വീകരിക്കുക',
    openChatWith: '{{name}}-മായുള്ള ചാറ്റ് തുറക്കുക',
    acceptRequestFrom: '{{name}}-ന്റെ അഭ്യർത്ഥന സ്വീകരിക്കുക',
  },
  statTiles: {
    loadingNumber: 'എണ്ണം ലോഡ് ചെയ്യുന്നു',
    yourNumbers: 'നിങ്ങളുടെ കണക്കുകൾ',
    currentConnections: 'നിലവിലെ കണക്ഷനുകൾ',
    acceptedRequests: 'സ്വീകരിച്ച അഭ്യർത്ഥനകൾ',
    users: 'ഉപഭോക്താക്കൾ',
    customersWhoAsked: 'നിങ്ങളെ ബന്ധപ്പെട്ട ഉപഭോക്താക്കൾ',
    loadFailed: 'കണക്കുകൾ ലോഡ് ചെയ്യാനായില്ല. പേജ് വീണ്ടും ലോഡ് ചെയ്യൂ.',
    waitingForYourAnswer: '{{pendingRequests}} എണ്ണം നിങ്ങളുടെ മറുപടി കാത്തിരിക്കുന്നു',
    jobsDone: 'പൂർത്തിയായ ജോലികൾ',
    jobsDoneHint: 'ഉറപ്പിച്ചവ, അല്ലെങ്കിൽ പൂർത്തിയായെന്ന് അടയാളപ്പെടുത്തി 48 മണിക്കൂർ കഴിഞ്ഞവ',
  },
  requestDetails: {
    sent: ' · അയച്ചത് {{time}}',
    away: '{{distance}} അകലെ',
    helpNow: 'ഉടൻ സഹായം',
    wantedSoon: 'എത്രയും വേഗം വേണം',
    wantedToday: 'ഇന്ന് വേണം',
    wantedSlot: '{{date}}, {{slot}} വേണം',
    slotMorning: 'രാവിലെ',
    slotAfternoon: 'ഉച്ചയ്ക്ക്',
    slotEvening: 'വൈകുന്നേരം',
  },
  status: {
    pending: 'നിങ്ങളുടെ മറുപടി കാത്തിരിക്കുന്നു',
    accepted: 'സ്വീകരിച്ചു · ചാറ്റ് തുറക്കൂ',
    declined: 'നിങ്ങൾ നിരസിച്ചു',
    cancelled: 'ഉപഭോക്താവ് റദ്ദാക്കി',
    expired: 'കാലഹരണപ്പെട്ടു: 24 മണിക്കൂറിനുള്ളിൽ മറുപടി നൽകിയില്ല',
    taken: 'മറ്റൊരു ടെക്നീഷ്യൻ ഏറ്റെടുത്തു',
    withdrawn: 'ഉപഭോക്താവ് പിൻവലിച്ചു',
  },
  declineReasons: {
    tooFar: 'വളരെ ദൂരെയാണ്',
    fullyBooked: 'ഒഴിവില്ല',
    notMyWork: 'എന്റെ തരം ജോലിയല്ല',
  },
  greeting: {
    welcomeNew: 'മിസ്ത്രിയിലേക്ക് സ്വാഗതം!',
    welcomeNewNamed: 'മിസ്ത്രിയിലേക്ക് സ്വാഗതം, {{name}}!',
    welcomeBack: 'വീണ്ടും സ്വാഗതം!',
    welcomeBackNamed: 'വീണ്ടും സ്വാഗതം, {{name}}!',
  },
};
