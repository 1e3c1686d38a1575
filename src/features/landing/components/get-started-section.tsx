import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';

export function GetStartedSection() {
  return (
    <section aria-labelledby="get-started-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="relative isolate overflow-hidden rounded-3xl bg-slate-900 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16 dark:bg-slate-800">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-brand-500/30 blur-3xl"
        />
        <h2 id="get-started-title" className="text-2xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {t('landing.getStartedSection.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-300">{t('landing.getStartedSection.text')}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <Link
            to={paths.signUp}
            className="rounded-xl bg-brand-500 px-6 py-3.5 text-base font-semibold text-slate-950 shadow-sm hover:bg-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400"
          >
            {t('landing.getStartedSection.getStarted')}
          </Link>
          <Link
            to={paths.register}
            className="rounded-lg px-3 py-2 text-base font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-400"
          >
            {t('landing.getStartedSection.providerLink')}
          </Link>
        </div>
      </div>
    </section>
  );
}
