import Search from 'lucide-react/icons/search';
import { useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';

/** The signed-out hero: what Mistri is, and a search box that opens the directory. */
export function VisitorHero() {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();

  const search = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = term.trim();
    void navigate(
      query ? `${paths.serviceProviders}?${new URLSearchParams({ q: query }).toString()}` : paths.serviceProviders,
    );
  };

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-50 via-white to-slate-50 dark:from-slate-900 dark:via-slate-950 dark:to-slate-950"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-slate-700 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-700">
            <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />
            {t('landing.visitorHero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white"
          >
            {t('landing.visitorHero.titleStart')}{' '}
            <span className="text-brand-700 dark:text-brand-400">{t('landing.visitorHero.titleEnd')}</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-600 dark:text-slate-300">{t('landing.visitorHero.text')}</p>
          {/* Also a plain form to the directory, for a search sent before the page's script has started. */}
          <form
            role="search"
            action={paths.serviceProviders}
            onSubmit={search}
            className="mt-8 flex max-w-xl flex-col gap-3 sm:flex-row"
          >
            <label htmlFor="hero-search" className="sr-only">
              {t('landing.visitorHero.searchLabel')}
            </label>
            <div className="relative flex-1">
              <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500" />
              <input
                id="hero-search"
                name="q"
                type="search"
                value={term}
                onChange={(event) => {
                  setTerm(event.target.value);
                }}
                placeholder={t('landing.visitorHero.searchPlaceholder')}
                className="block w-full rounded-xl border border-slate-300 bg-white py-3.5 pr-4 pl-11 text-base text-slate-900 shadow-sm outline-none placeholder:text-slate-500 focus:border-brand-600 focus:ring-4 focus:ring-brand-600/20 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
              />
            </div>
            <button
              type="submit"
              className="rounded-xl bg-brand-700 px-6 py-3.5 text-base font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
            >
              {t('landing.visitorHero.search')}
            </button>
          </form>
        </div>
        <img
          src="/images/hero.svg"
          alt=""
          width={520}
          height={440}
          fetchPriority="high"
          className="mx-auto hidden h-auto w-full max-w-lg sm:block"
        />
      </div>
    </section>
  );
}
