import CircleCheck from 'lucide-react/icons/circle-check';
import MapPin from 'lucide-react/icons/map-pin';
import MessageCircle from 'lucide-react/icons/message-circle';
import Star from 'lucide-react/icons/star';
import { SectionHeading } from './section-heading';
import { type MessageKey, t } from '../../../lib/i18n';

const reasons: { title: MessageKey; text: MessageKey; Icon: typeof MapPin }[] = [
  {
    title: 'landing.reasons.localTitle',
    text: 'landing.reasons.localText',
    Icon: MapPin,
  },
  {
    title: 'landing.reasons.talkTitle',
    text: 'landing.reasons.talkText',
    Icon: MessageCircle,
  },
  {
    title: 'landing.reasons.reviewsTitle',
    text: 'landing.reasons.reviewsText',
    Icon: Star,
  },
  {
    title: 'landing.reasons.freeTitle',
    text: 'landing.reasons.freeText',
    Icon: CircleCheck,
  },
];

export function WhyChooseUsSection() {
  return (
    <section aria-labelledby="why-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <SectionHeading
        id="why-title"
        eyebrow={t('landing.whyChooseUsSection.eyebrow')}
        title={t('landing.whyChooseUsSection.title')}
      />
      <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map((reason) => (
          <li key={reason.title}>
            <span className="flex size-11 items-center justify-center rounded-xl bg-slate-900 text-brand-300 dark:bg-slate-800 dark:text-brand-400">
              <reason.Icon className="size-6" strokeWidth={1.8} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{t(reason.title)}</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{t(reason.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
