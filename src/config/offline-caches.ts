/** The service worker's cache of API reads (scripts/vite/pwa.ts): one person's data, by address and user. */
export const API_READS_CACHE = 'api-reads';
/** The service worker's cache of pictures from storage (signed URLs, kept with their token). */
export const PICTURES_CACHE = 'profile-pictures';

/**
 * Forgets the saved API reads and pictures, so the next person on this device never sees the last
 * one's data offline.
 */
export async function forgetSavedApiReads(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await Promise.all([caches.delete(API_READS_CACHE), caches.delete(PICTURES_CACHE)]);
  } catch (error) {
    console.error('[mistri] The saved pages could not be cleared', error);
  }
}
