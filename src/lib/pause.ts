/** Resolves after `ms` milliseconds; `pause()` waits one task, so what the current task renders comes first. */
export function pause(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
