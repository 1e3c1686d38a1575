import Droplet from 'lucide-react/icons/droplet';
import Zap from 'lucide-react/icons/zap';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SectionHeading } from './section-heading';
import { type MessageKey, t } from '../../../lib/i18n';

const services: { name: MessageKey; to: string; text: MessageKey; tone: string; Icon: typeof Zap }[] = [
  {
    name: 'landing.services.electrical',
    to: paths.electricians,
    text: 'landing.services.electricalText',
    tone: 'bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-400',
    Icon: Zap,
  },
  {
    name: 'landing.services.plumbing',
    to: paths.plumbers,
    text: 'landing.services.plumbingText',
    tone: 'bg-sky-100 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300',
    Icon: Droplet,
  },
];

export function ServicesSection() {
  return (
    <section aria-labelledby="services-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <SectionHeading
        id="services-title"
        eyebrow={t('landing.servicesSection.eyebrow')}
        title={t('landing.servicesSection.title')}
        intro={t('landing.servicesSection.text')}
      />
      <ul className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
        {services.map((service) => (
          <li key={t(service.name)}>
            <Link
              to={service.to}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500/50"
            >
              <span className={`flex size-12 items-center justify-center rounded-xl ${service.tone}`}>
                <service.Icon className="size-6" fill="currentColor" />
              </span>
              <span className="mt-5 text-xl font-semibold text-slate-900 dark:text-white">{t(service.name)}</span>
              <span className="mt-2 flex-1 text-slate-600 dark:text-slate-300">{t(service.text)}</span>
              <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 dark:text-brand-400">
                {t('landing.servicesSection.learnMore')}
                <span aria-hidden="true" className="transition group-hover:translate-x-0.5">
                  →
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
