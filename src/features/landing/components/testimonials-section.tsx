import { SectionHeading } from './section-heading';
import { t, type MessageKey } from '../../../lib/i18n';

const testimonials: { name: string; place: string; quote: MessageKey }[] = [
  {
    name: 'Anjali Nair',
    place: 'Kochi',
    quote: 'landing.testimonialsSection.fuseQuote',
  },
  {
    name: 'Rahul Menon',
    place: 'Thrissur',
    quote: 'landing.testimonialsSection.partsQuote',
  },
  {
    name: 'Fathima K.',
    place: 'Kozhikode',
    quote: 'landing.testimonialsSection.newCityQuote',
  },
];

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-white py-16 sm:py-20 dark:bg-slate-900/50">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-title"
          eyebrow={t('landing.testimonialsSection.eyebrow')}
          title={t('landing.testimonialsSection.title')}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((item) => (
            <li
              key={item.name}
              className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <figure className="flex flex-1 flex-col">
                <blockquote className="flex-1 text-slate-700 dark:text-slate-200">“{t(item.quote)}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    className="flex size-10 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 dark:bg-brand-500/15 dark:text-brand-300"
                    aria-hidden="true"
                  >
                    {initials(item.name)}
                  </span>
                  <span>
                    <span className="block font-semibold text-slate-900 dark:text-white">{item.name}</span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">{item.place}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
