import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False while React hydrates the prerendered HTML (and at build time), true from the render after:
 * what exists only in the browser (toasts, the service worker prompt) waits for it, so the first
 * client render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
