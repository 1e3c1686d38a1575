/** Resolves after `ms` milliseconds; `pause()` in a task of its own, after what the current one renders. */
export function pause(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
