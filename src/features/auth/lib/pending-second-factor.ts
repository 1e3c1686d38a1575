import { useSyncExternalStore } from 'react';

let pending = false;
const listeners = new Set<() => void>();

/**
 * Set by the startup when the stored session (a reload during the code step, a return from Google
 * or GitHub) was signed in with one step while the account has two: the app then asks for the code
 * over whatever page is open, and counts nobody as signed in until it is given.
 */
export function setSecondFactorPending(value: boolean): void {
  if (pending === value) return;
  pending = value;
  listeners.forEach((listener) => {
    listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** False while the prerendered page hydrates (it was built for nobody signed in), the current value after. */
export function useSecondFactorPending(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => false,
  );
}
