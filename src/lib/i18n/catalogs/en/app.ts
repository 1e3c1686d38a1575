export const app = {
  offlineBanner: "You're offline. Mistri shows what this device has saved until the network is back.",
  updateAvailable: 'Update available',
  updateReload: 'Reload',
  startFailed: 'Mistri could not start. Check your connection and reload the page.',
  toastRegion: 'Notifications (Alt+T)',
  routeError: {
    status: 'Status',
    unexpectedApplicationError: 'Unexpected Application Error!',
    reload: 'Reload',
    goHome: 'Go home',
  },
  offlineScreen: {
    offline: 'Offline',
    youReOffline: "You're offline!",
    checkYourInternetConnectionMistri:
      'Check your internet connection. Mistri will come back as soon as you are online again.',
    retry: 'Retry',
  },
  startupGate: {
    startingMistri: 'Starting Mistri',
  },
  rootLayout: {
    loadingPage: 'Loading page',
  },
} as const;
