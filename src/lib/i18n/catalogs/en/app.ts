export const app = {
  offlineBanner: "You're offline. Mistri shows what this device has saved until the network is back.",
  updateAvailable: 'Update available',
  reload: 'Reload',
  startFailed: 'Mistri could not start. Check your connection and reload the page.',
  toastRegion: 'Notifications (Alt+T)',
  routeError: {
    status: 'Status',
    title: 'Unexpected Application Error!',
    goHome: 'Go home',
  },
  offlineScreen: {
    pageTitle: 'Offline',
    title: "You're offline!",
    text: 'Check your internet connection. Mistri will come back as soon as you are online again.',
    retry: 'Retry',
  },
  startupGate: {
    starting: 'Starting Mistri',
  },
  rootLayout: {
    loading: 'Loading page',
  },
} as const;
