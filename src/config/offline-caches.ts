/** The service worker's cache of API reads (scripts/vite/pwa.ts): one person's data, by address. */
export const API_READS_CACHE = 'api-reads';

/** Forgets the saved API reads, so the next person on this device never sees the last one's data offline. */
export async function forgetSavedApiReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(API_READS_CACHE);
  } catch (error) {
    console.error('[mistri] The saved pages could not be cleared', error);
  }
}
