/** The trades a provider registers with. */
export const JOBS = ['Electrician', 'Plumber'] as const;
export type Job = (typeof JOBS)[number];

export function isJob(value: unknown): value is Job {
  return typeof value === 'string' && (JOBS as readonly string[]).includes(value);
}
