import type { MessageKey } from '../../../lib/i18n';
import type { Job } from '../../../lib/domain/job';

export interface Faq {
  question: MessageKey;
  answer: MessageKey;
}

export interface FaqTopic {
  job: Job;
  title: MessageKey;
  intro: MessageKey;
  faqs: readonly Faq[];
}

const QUESTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * The ten questions both FAQ pages answer. Each trade's answers are whole sentences in the
 * catalogs (not a template with the trade filled in), so that every language can word them.
 */
function topic(job: Job, trade: 'electrician' | 'plumber'): FaqTopic {
  return {
    job,
    title: `site.faq.${trade}.title`,
    intro: `site.faq.${trade}.intro`,
    faqs: QUESTIONS.map((n) => ({ question: `site.faq.${trade}.q${n}`, answer: `site.faq.${trade}.a${n}` })),
  };
}

export const ELECTRICIAN_TOPIC = topic('Electrician', 'electrician');
export const PLUMBER_TOPIC = topic('Plumber', 'plumber');
