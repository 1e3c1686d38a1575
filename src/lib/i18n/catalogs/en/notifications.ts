export const notifications = {
  notificationBell: {
    browserNotificationsAreBlockedYou:
      'Browser notifications are blocked. You can allow them in your browser settings.',
    notifications: 'Notifications',
    markAllAsRead: 'Mark all as read',
    getNotifiedWhenThisTab: 'Get notified when this tab is in the background.',
    turnOn: 'Turn on',
    notificationsCouldNotBeLoaded: 'Notifications could not be loaded.',
    nothingNewYet: 'Nothing new yet.',
    unread: 'Unread:',
    notificationsUnread: 'Notifications, {{unread}} unread',
  },
  prompt: {
    label: 'Notifications on this device',
    provider:
      'Turn on notifications to hear about new requests and messages even when Mistri is in the background. Requests expire after 24 hours.',
    customer:
      'Turn on notifications to know when a provider answers your request or writes to you, even when Mistri is in the background.',
    notNow: 'Not now',
    couldNotAsk: 'Notifications could not be turned on. Please try again.',
  },
  kinds: {
    aCustomer: 'A customer',
    theProvider: 'The provider',
    newRequestTitle: '{{name}} sent you a connection request',
    newRequestBody: 'Accept or decline it.',
    newRequestExpiring: 'Answer it soon: it expires {{when}}.',
    acceptedTitle: '{{name}} accepted your request',
    acceptedBody: 'You can chat now.',
    declinedTitle: '{{name}} declined your request',
    declinedBecause: 'Reason: {{reason}}. See who else can help.',
    seeWhoElseCanHelp: 'See who else can help.',
    expiredTitle: 'Your request to {{name}} expired',
    expiredTitleNoName: 'Your request expired',
    expiredBody: 'No answer within 24 hours. See who else can help.',
    newMessageTitle: 'New message from {{name}}',
    newMessageTitleNoName: 'New message',
    newReviewTitle: 'New review from {{name}}',
    newReviewRating: 'Rated {{rating}} out of {{max}}.',
    reviewReplyTitle: '{{name}} replied to your review',
    somethingNew: 'New notification',
  },
} as const;
