import CircleCheck from 'lucide-react/icons/circle-check';
import MapPin from 'lucide-react/icons/map-pin';
import MessageCircle from 'lucide-react/icons/message-circle';
import Star from 'lucide-react/icons/star';
import { SectionHeading } from './section-heading';

const reasons = [
  {
    title: 'Local and nearby',
    text: 'See providers within 10 km of where you are, not across the state.',
    Icon: MapPin,
  },
  {
    title: 'Talk before they come',
    text: 'Chat directly once your request is accepted. No middlemen, no call centres.',
    Icon: MessageCircle,
  },
  {
    title: 'Reviews from real customers',
    text: 'Only customers a provider accepted can rate them, once per job. New providers say so instead of showing stars.',
    Icon: Star,
  },
  {
    title: 'Free for customers',
    text: 'Searching, requesting and chatting cost you nothing. Pay only for the work.',
    Icon: CircleCheck,
  },
];

export function WhyChooseUsSection() {
  return (
    <section aria-labelledby="why-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <SectionHeading id="why-title" eyebrow="Why choose us" title="Home repairs without the guesswork" />
      <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map((reason) => (
          <li key={reason.title}>
            <span className="flex size-11 items-center justify-center rounded-xl bg-slate-900 text-brand-300 dark:bg-slate-800 dark:text-brand-400">
              <reason.Icon className="size-6" strokeWidth={1.8} />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{reason.title}</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{reason.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
