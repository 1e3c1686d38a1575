import type { Catalog } from '../../keys';

/** The Hindi `reviews` messages. */
export const reviews: Catalog['reviews'] = {
  recent: {
    rated: '5 में से {{rating}} रेटिंग',
    verifiedCustomer: 'सत्यापित ग्राहक',
    about: 'कारीगर:',
    loading: 'समीक्षाएँ लोड हो रही हैं',
    loadFailed: 'समीक्षाएँ लोड नहीं हो सकीं। {{message}}',
    none: 'सत्यापित ग्राहकों की समीक्षाएँ यहाँ दिखेंगी।',
  },
  ratingSummary: {
    newOnMistri: 'Mistri पर नए।',
    noReviewsYet: '{{name}} के अभी कोई रिव्यू नहीं हैं। सिर्फ़ वही ग्राहक रिव्यू दे सकते हैं जो {{name}} से जुड़े हैं।',
    reviewsPerStar: 'हर सितारे के रिव्यू',
  },
  rateProvider: {
    youRated: '{{name}} को आपकी रेटिंग',
    editWindowHint: 'रिव्यू लिखने के 30 दिन तक आप उसे बदल सकते हैं।',
    editLabel: '{{first}} का रिव्यू बदलें',
  },
  rate: {
    rateName: '{{first}} को रेटिंग दें',
    updated: '{{first}} का आपका रिव्यू अपडेट हो गया।',
    published: 'धन्यवाद! {{first}} का आपका रिव्यू प्रकाशित हो गया।',
    editYours: 'अपना रिव्यू बदलें',
    saveChanges: 'बदलाव सेव करें',
    publish: 'रिव्यू प्रकाशित करें',
  },
  providerReviews: {
    title: 'रिव्यू',
    loadingRating: 'रेटिंग लोड हो रही है',
    loadFailed: 'रेटिंग लोड नहीं हो पाई।',
  },
  replyTools: {
    editReply: 'जवाब बदलें',
    reply: 'जवाब दें',
    yourReplyTo: 'आपका जवाब:',
    publishReply: 'जवाब प्रकाशित करें',
    saveFailed: 'आपका जवाब सेव नहीं हुआ। {{message}}',
  },
  characterCount: '{{length}} / {{max}} अक्षर',
  ratingTile: {
    title: 'आपकी रेटिंग',
    loading: 'आपकी रेटिंग लोड हो रही है',
  },
  reviewItem: {
    verifiedCustomer: 'पक्के ग्राहक',
    replyFrom: 'जवाब:',
    reviewBy: '{{reviewerName}} का रिव्यू',
  },
  reviewForm: {
    bodyLabel: 'आपका रिव्यू (ज़रूरी नहीं)',
    question: '{{providerFirstName}} के साथ आपका अनुभव कैसा रहा?',
    bodyPlaceholder: '{{providerFirstName}} ने क्या काम किया, और वह कैसा रहा?',
  },
  providerReviewInbox: {
    title: 'रिव्यू',
    empty: 'अभी कोई रिव्यू नहीं। जिन ग्राहकों का अनुरोध आप मंज़ूर करेंगे, वे आपको रिव्यू दे सकेंगे।',
  },
  loadingReviews: 'रिव्यू लोड हो रहे हैं',
  starInput: {
    noStarsChosen: 'कोई सितारा नहीं चुना',
  },
  reviewList: {
    loadFailed: 'रिव्यू लोड नहीं हो पाए।',
  },
  reply: {
    tooLong: 'जवाब में ज़्यादा से ज़्यादा {{max}} अक्षर हो सकते हैं',
    editTo: '{{reviewerName}} को दिया जवाब बदलें',
    replyTo: '{{reviewerName}} को जवाब दें',
    published: 'आपका जवाब प्रकाशित हो गया।',
    removed: 'आपका जवाब हटा दिया गया।',
  },
  tile: {
    failed: 'आपकी रेटिंग लोड नहीं हो पाई',
    none: 'अभी कोई रिव्यू नहीं',
  },
  count_one: '{{count}} रिव्यू',
  count_other: '{{count}} रिव्यू',
  stars_one: '{{count}} सितारा',
  stars_other: '{{count}} सितारे',
  errors: {
    duplicate: 'आप {{name}} को पहले ही रिव्यू दे चुके हैं। उसी रिव्यू को बदलें।',
    notAccepted: '{{name}} के आपका अनुरोध मंज़ूर करने के बाद ही आप रिव्यू दे सकते हैं।',
    invalid: '1 से 5 सितारे चुनें और लिखा हुआ 1000 अक्षरों से ज़्यादा न हो।',
    notSaved: 'आपका रिव्यू सेव नहीं हुआ। {{message}}',
    editWindow: 'रिव्यू लिखने के 30 दिन तक ही उसे बदला जा सकता है।',
    replyOwnOnly: 'आप सिर्फ़ अपने बारे में लिखे रिव्यू का जवाब दे सकते हैं।',
  },
  validation: {
    ratingRequired: '1 से 5 सितारे चुनें',
    bodyLong: 'रिव्यू में ज़्यादा से ज़्यादा 1000 अक्षर हो सकते हैं',
  },
};
