import { Link } from 'react-router-dom';
import { buttonClasses } from '../../components/button-styles';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../config/paths';
import { t } from '../../lib/i18n';

export function Component() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-6 py-12 text-center sm:py-20">
      <PageTitle title={t('pages.notFound.title')} />
      <img src="/images/not-found.svg" alt="" width={480} height={320} className="h-auto w-full max-w-md" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {t('pages.notFound.title')}
      </h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('pages.notFound.text')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.home} className={buttonClasses('primary', 'lg')}>
          {t('common.actions.goToHome')}
        </Link>
        <Link to={paths.serviceProviders} className={buttonClasses('secondary', 'lg')}>
          {t('pages.notFound.browseProviders')}
        </Link>
      </div>
    </section>
  );
}
