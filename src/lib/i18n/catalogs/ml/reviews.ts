import type { Catalog } from '../../keys';

/** The Malayalam `reviews` messages. */
export const reviews: Catalog['reviews'] = {
  recent: {
    rated: '5-ൽ {{rating}} റേറ്റിംഗ്',
    verifiedCustomer: 'ഉറപ്പുള്ള ഉപഭോക്താവ്',
    about: 'ടെക്നീഷ്യൻ:',
    loading: 'റിവ്യൂകൾ ലോഡ് ചെയ്യുന്നു',
    loadFailed: 'റിവ്യൂകൾ ലോഡ് ചെയ്യാനായില്ല. {{message}}',
    none: 'ഉറപ്പുള്ള ഉപഭോക്താക്കളുടെ റിവ്യൂകൾ ഇവിടെ കാണാം.',
  },
  ratingSummary: {
    newOnMistri: 'മിസ്ത്രിയിൽ പുതുതായി ചേർന്നു.',
    noReviewsYet: '{{name}}-ന് ഇതുവരെ റിവ്യൂകളില്ല. {{name}}-മായി ബന്ധപ്പെട്ട ഉപഭോക്താക്കൾക്ക് മാത്രമേ റിവ്യൂ ചെയ്യാനാകൂ.',
    reviewsPerStar: 'ഓരോ നക്ഷത്രത്തിനുമുള്ള റിവ്യൂകൾ',
  },
  rateProvider: {
    youRated: '{{name}}-ന് നിങ്ങൾ നൽകിയ റേറ്റിംഗ്',
    editWindowHint: 'എഴുതിയ ശേഷം 30 ദിവസം വരെ നിങ്ങൾക്ക് റിവ്യൂ തിരുത്താം.',
    editLabel: '{{first}}-നെക്കുറിച്ചുള്ള റിവ്യൂ തിരുത്തുക',
  },
  rate: {
    rateName: '{{first}}-നെ റേറ്റ് ചെയ്യുക',
    updated: '{{first}}-നെക്കുറിച്ചുള്ള നിങ്ങളുടെ റിവ്യൂ പുതുക്കി.',
    published: 'നന്ദി! {{first}}-നെക്കുറിച്ചുള്ള നിങ്ങളുടെ റിവ്യൂ പ്രസിദ്ധീകരിച്ചു.',
    editYours: 'റിവ്യൂ തിരുത്തുക',
    saveChanges: 'മാറ്റങ്ങൾ സേവ് ചെയ്യുക',
    publish: 'റിവ്യൂ പ്രസിദ്ധീകരിക്കുക',
  },
  providerReviews: {
    title: 'റിവ്യൂകൾ',
    loadingRating: 'റേറ്റിംഗ് ലോഡ് ചെയ്യുന്നു',
    loadFailed: 'റേറ്റിംഗ് ലോഡ് ചെയ്യാനായില്ല.',
  },
  replyTools: {
    editReply: 'മറുപടി തിരുത്തുക',
    reply: 'മറുപടി നൽകുക',
    yourReplyTo: 'നിങ്ങളുടെ മറുപടി:',
    publishReply: 'മറുപടി പ്രസിദ്ധീകരിക്കുക',
    saveFailed: 'മറുപടി സേവ് ചെയ്യാനായില്ല. {{message}}',
  },
  characterCount: '{{length}} / {{max}} അക്ഷരങ്ങൾ',
  ratingTile: {
    title: 'നിങ്ങളുടെ റേറ്റിംഗുകൾ',
    loading: 'റേറ്റിംഗ് ലോഡ് ചെയ്യുന്നു',
  },
  reviewItem: {
    verifiedCustomer: 'സ്ഥിരീകരിച്ച ഉപഭോക്താവ്',
    replyFrom: 'മറുപടി:',
    reviewBy: '{{reviewerName}}-ന്റെ റിവ്യൂ',
  },
  reviewForm: {
    bodyLabel: 'നിങ്ങളുടെ റിവ്യൂ (നിർബന്ധമില്ല)',
    question: '{{providerFirstName}}-ന്റെ സേവനം എങ്ങനെയുണ്ടായിരുന്നു?',
    bodyPlaceholder: '{{providerFirstName}} എന്താണ് ചെയ്തത്, എങ്ങനെയുണ്ടായിരുന്നു?',
  },
  providerReviewInbox: {
    title: 'റിവ്യൂകൾ',
    empty: 'ഇതുവരെ റിവ്യൂകളില്ല. നിങ്ങൾ അഭ്യർത്ഥന സ്വീകരിച്ച ഉപഭോക്താക്കൾക്ക് നിങ്ങളെ റിവ്യൂ ചെയ്യാം.',
  },
  loadingReviews: 'റിവ്യൂകൾ ലോഡ് ചെയ്യുന്നു',
  starInput: {
    noStarsChosen: 'നക്ഷത്രങ്ങൾ തിരഞ്ഞെടുത്തിട്ടില്ല',
  },
  reviewList: {
    loadFailed: 'റിവ്യൂകൾ ലോഡ് ചെയ്യാനായില്ല.',
  },
  reply: {
    tooLong: 'മറുപടിയിൽ പരമാവധി {{max}} അക്ഷരങ്ങൾ മാത്രം',
    editTo: '{{reviewerName}}-നുള്ള മറുപടി തിരുത്തുക',
    replyTo: '{{reviewerName}}-ന് മറുപടി നൽകുക',
    published: 'നിങ്ങളുടെ മറുപടി പ്രസിദ്ധീകരിച്ചു.',
    removed: 'നിങ്ങളുടെ മറുപടി നീക്കം ചെയ്തു.',
  },
  tile: {
    failed: 'റേറ്റിംഗ് ലോഡ് ചെയ്യാനായില്ല',
    none: 'ഇതുവരെ റിവ്യൂകളില്ല',
  },
  count_one: '{{count}} റിവ്യൂ',
  count_other: '{{count}} റിവ്യൂകൾ',
  stars_one: '{{count}} നക്ഷത്രം',
  stars_other: '{{count}} നക്ഷത്രങ്ങൾ',
  errors: {
    duplicate: 'നിങ്ങൾ ഇതിനകം {{name}}-നെ റിവ്യൂ ചെയ്തിട്ടുണ്ട്. പകരം ആ റിവ്യൂ തിരുത്തൂ.',
    notAccepted: '{{name}} നിങ്ങളുടെ അഭ്യർത്ഥന സ്വീകരിച്ച ശേഷമേ റിവ്യൂ ചെയ്യാനാകൂ.',
    invalid: '1 മുതൽ 5 വരെ നക്ഷത്രങ്ങൾ തിരഞ്ഞെടുക്കൂ; എഴുത്ത് 1000 അക്ഷരത്തിൽ കൂടരുത്.',
    notSaved: 'റിവ്യൂ സേവ് ചെയ്യാനായില്ല. {{message}}',
    editWindow: 'എഴുതി 30 ദിവസത്തിനുള്ളിൽ മാത്രമേ റിവ്യൂ തിരുത്താനാകൂ.',
    replyOwnOnly: 'നിങ്ങളെക്കുറിച്ചുള്ള റിവ്യൂകൾക്ക് മാത്രമേ മറുപടി നൽകാനാകൂ.',
  },
  validation: {
    ratingRequired: '1 മുതൽ 5 വരെ നക്ഷത്രങ്ങൾ തിരഞ്ഞെടുക്കൂ',
    bodyLong: 'റിവ്യൂവിൽ പരമാവധി 1000 അക്ഷരങ്ങൾ മാത്രം',
  },
};
