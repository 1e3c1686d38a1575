import { SectionHeading } from './section-heading';
import { type MessageKey, t } from '../../../lib/i18n';

const steps: { title: MessageKey; text: MessageKey }[] = [
  { title: 'landing.steps.accountTitle', text: 'landing.steps.accountText' },
  { title: 'landing.steps.locationTitle', text: 'landing.steps.locationText' },
  { title: 'landing.steps.findTitle', text: 'landing.steps.findText' },
  { title: 'landing.steps.chatTitle', text: 'landing.steps.chatText' },
];

export function HowToStartSection() {
  return (
    <section aria-labelledby="how-title" className="bg-white py-16 sm:py-20 dark:bg-slate-900/50">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-title"
          eyebrow={t('landing.howToStartSection.eyebrow')}
          title={t('landing.howToStartSection.title')}
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <span
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white dark:bg-brand-500 dark:text-slate-950"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{t(step.title)}</h3>
              <p className="mt-2 text-slate-600 dark:text-slate-300">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
