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
} as const;
