import { t, type MessageKey } from './i18n';

const JOB_LABELS: Record<string, MessageKey> = {
  Electrician: 'common.jobs.electrician',
  Plumber: 'common.jobs.plumber',
};

/** A provider's trade in the visitor's language ("Electrician" is stored, "ഇലക്ട്രീഷ്യൻ" is shown). */
export function jobLabel(job: string | null | undefined): string {
  if (!job) return '';
  const key = JOB_LABELS[job];
  return key ? t(key) : job;
}
