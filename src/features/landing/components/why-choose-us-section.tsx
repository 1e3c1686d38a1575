import { SectionHeading } from './section-heading';
import { type MessageKey, t } from '../../../lib/i18n';

const reasons: { title: MessageKey; text: MessageKey; icon: string }[] = [
  {
    title: 'landing.reasons.localTitle',
    text: 'landing.reasons.localText',
    icon: 'M12 21s7-6.2 7-11.5a7 7 0 1 0-14 0C5 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  },
  {
    title: 'landing.reasons.talkTitle',
    text: 'landing.reasons.talkText',
    icon: 'M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 20 12z',
  },
  {
    title: 'landing.reasons.reviewsTitle',
    text: 'landing.reasons.reviewsText',
    icon: 'M12 3l2.7 5.5 6 .9-4.3 4.2 1 6-5.4-2.9-5.4 2.9 1-6L3.3 9.4l6-.9L12 3z',
  },
  {
    title: 'landing.reasons.freeTitle',
    text: 'landing.reasons.freeText',
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm-3-9 2 2 4-4',
  },
];

export function WhyChooseUsSection() {
  return (
    <section aria-labelledby="why-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <SectionHeading
        id="why-title"
        eyebrow={t('landing.whyChooseUsSection.whyChooseUs')}
        title={t('landing.whyChooseUsSection.homeRepairsWithoutTheGuesswork')}
      />
      <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map((reason) => (
          <li key={reason.title}>
            <span className="flex size-11 items-center justify-center rounded-xl bg-slate-900 text-brand-300 dark:bg-slate-800 dark:text-brand-400">
              <svg
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d={reason.icon} />
              </svg>
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{t(reason.title)}</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{t(reason.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
