import ChevronDown from 'lucide-react/icons/chevron-down';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/button-styles';
import { paths } from '../../../config/paths';
import type { FaqTopic } from '../lib/faqs';
import { t } from '../../../lib/i18n';

/** A trade's questions and answers as disclosure widgets, with ways to find that trade. */
export function FaqPage({ topic }: { topic: FaqTopic }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-50">{t(topic.title)}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t(topic.intro)}</p>
      <div className="mt-8 divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 dark:divide-slate-800 dark:bg-slate-900 dark:ring-slate-800">
        {topic.faqs.map((faq) => (
          <details key={faq.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 dark:text-slate-100 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
              {t(faq.question)}
              <ChevronDown className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 dark:text-slate-400" />
            </summary>
            <p className="px-5 pb-5 text-slate-700 dark:text-slate-300">{t(faq.answer)}</p>
          </details>
        ))}
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={`${paths.nearbyProviders}?job=${topic.job}`} className={buttonClasses('primary')}>
          {topic.job === 'Plumber' ? t('site.faqPage.plumbersNearMe') : t('site.faqPage.electriciansNearMe')}
        </Link>
        <Link to={`${paths.serviceProviders}?sort=${topic.job}`} className={buttonClasses('secondary')}>
          {topic.job === 'Plumber' ? t('site.faqPage.allPlumbers') : t('site.faqPage.allElectricians')}
        </Link>
      </div>
    </div>
  );
}
