import { lazy, type LazyExoticComponent } from 'react';
import { pause } from './pause';

/** What React.lazy accepts: a component of any props. */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/** How many times a failed download is tried again before its error is let through. */
const RETRIES = 3;
/** Between tries while the browser says it is online, so a flapping connection is not hammered. */
const PAUSE_MS = 1000;

function whenOnline(): Promise<unknown> {
  return new Promise((resolve) => {
    window.addEventListener('online', resolve, { once: true });
  });
}

/**
 * A loader that outlives a dropped connection: when the download fails, it waits until the browser
 * is online again and tries again (a few times), instead of failing the part of the page it serves.
 */
export function loadWhenOnline<T>(load: () => Promise<T>, retries = RETRIES): () => Promise<T> {
  return async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        if (attempt > retries) throw error;
        await (navigator.onLine ? pause(PAUSE_MS * attempt) : whenOnline());
      }
    }
  };
}

/**
 * React.lazy for a part a page can show without (a menu button, the footer's icons, the toasts):
 * while the network is down it stays on its Suspense fallback, and it loads once the network is back.
 */
export function lazyPart<T extends LazyComponent>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(loadWhenOnline(load));
}
