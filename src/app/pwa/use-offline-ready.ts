import { useSyncExternalStore } from 'react';

// Absent in insecure contexts and in test DOMs, whatever the DOM types say.
const hasServiceWorkers = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

function subscribe(onChange: () => void): () => void {
  if (!hasServiceWorkers()) return () => undefined;
  navigator.serviceWorker.addEventListener('controllerchange', onChange);
  return () => {
    navigator.serviceWorker.removeEventListener('controllerchange', onChange);
  };
}

function isControlled(): boolean {
  return hasServiceWorkers() && navigator.serviceWorker.controller !== null;
}

/** Whether the service worker serves this page, so its pages keep working without a network. */
export function useOfflineReady(): boolean {
  return useSyncExternalStore(subscribe, isControlled, () => false);
}
