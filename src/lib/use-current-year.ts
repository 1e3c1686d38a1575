import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;
declare const __MISTRI_BUILD_YEAR__: number | undefined;

/** The year the prerendered HTML was built in (set by vite.config.ts; the clock's where it is not). */
const BUILD_YEAR = typeof __MISTRI_BUILD_YEAR__ === 'number' ? __MISTRI_BUILD_YEAR__ : new Date().getFullYear();

/**
 * This year, as the device's clock says. While React hydrates a prerendered page it is the build's
 * year, so the HTML matches (a mismatch would make React draw the page afresh, dropping what the
 * person has typed into it); the render after hydration brings the device's year.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribeNever,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}
