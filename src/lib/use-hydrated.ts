import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False while React hydrates the prerendered HTML (and at build time), true from the render after:
 * what exists only in the browser (toasts, the service worker prompt) waits for it, so the first
 * client render matches the HTML; and submit buttons stay disabled until their handlers are attached.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
