export const reviews = {
  recent: {
    rated: 'Rated {{rating}} out of 5',
    verifiedCustomer: 'Verified customer',
    about: 'About',
    loading: 'Loading reviews',
    loadFailed: 'Reviews could not be loaded. {{message}}',
    none: 'Reviews from verified customers will appear here.',
  },
  ratingSummary: {
    newOnMistri: 'New on Mistri.',
    noReviewsYet: '{{name}} has no reviews yet. Only customers who connected with {{name}} can review.',
    reviewsPerStar: 'Reviews per star',
  },
  rateProvider: {
    youRated: 'You rated {{name}}',
    editWindowHint: 'You can edit your review for 30 days after writing it.',
    editLabel: 'Edit your review of {{first}}',
  },
  rate: {
    rateName: 'Rate {{first}}',
    updated: 'Your review of {{first}} is updated.',
    published: 'Thank you! Your review of {{first}} is published.',
    editYours: 'Edit your review',
    saveChanges: 'Save changes',
    publish: 'Publish review',
  },
  providerReviews: {
    title: 'Reviews',
    loadingRating: 'Loading rating',
    loadFailed: 'The rating could not be loaded.',
  },
  replyTools: {
    editReply: 'Edit reply',
    reply: 'Reply',
    yourReplyTo: 'Your reply to',
    publishReply: 'Publish reply',
    saveFailed: 'Your reply was not saved. {{message}}',
  },
  characterCount: '{{length}} / {{max}} characters',
  ratingTile: {
    title: 'Your Ratings',
    loading: 'Loading your rating',
  },
  reviewItem: {
    verifiedCustomer: 'Verified customer',
    replyFrom: 'Reply from',
    reviewBy: 'Review by {{reviewerName}}',
  },
  reviewForm: {
    bodyLabel: 'Your review (optional)',
    question: 'How was your experience with {{providerFirstName}}?',
    bodyPlaceholder: 'What did {{providerFirstName}} do, and how did it go?',
  },
  providerReviewInbox: {
    title: 'Reviews',
    empty: 'No reviews yet. Customers can review you once you accept their request.',
  },
  loadingReviews: 'Loading reviews',
  starInput: {
    noStarsChosen: 'No stars chosen',
  },
  reviewList: {
    loadFailed: 'Reviews could not be loaded.',
  },
  reply: {
    tooLong: 'Your reply can have at most {{max}} characters',
    editTo: 'Edit reply to {{reviewerName}}',
    replyTo: 'Reply to {{reviewerName}}',
    published: 'Your reply is published.',
    removed: 'Your reply is removed.',
  },
  tile: {
    failed: 'Your rating could not be loaded',
    none: 'No reviews yet',
  },
  count_one: '{{count}} review',
  count_other: '{{count}} reviews',
  stars_one: '{{count}} star',
  stars_other: '{{count}} stars',
  errors: {
    duplicate: 'You have already reviewed {{name}}. Edit your review instead.',
    notAccepted: 'You can review {{name}} once they have accepted your request.',
    invalid: 'Choose 1 to 5 stars and keep the text to 1000 characters.',
    notSaved: 'Your review could not be saved. {{message}}',
    editWindow: 'Reviews can be edited for 30 days after they are written.',
    replyOwnOnly: 'You can only reply to reviews of yourself.',
  },
  validation: {
    ratingRequired: 'Choose 1 to 5 stars',
    bodyLong: 'Your review can have at most 1000 characters',
  },
} as const;
