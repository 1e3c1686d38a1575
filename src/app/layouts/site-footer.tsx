import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SOCIAL_PROFILES } from '../../config/social-profiles';
import { lazyPart } from '../../lib/load-when-online';
import { useCurrentYear } from '../../lib/use-current-year';
import { BrandMark } from './brand-logo';
import { t } from '../../lib/i18n';

// Its icons stay out of the first page's code while Mistri lists no profiles.
const SocialLinks = lazyPart(() => import('./social-links'));

export const SUPPORT_PHONE = '+91 484 400 1234';
export const SUPPORT_EMAIL = 'support@mistri.in';

const linkClass = 'rounded hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-brand-400';

function FooterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">{children}</ul>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-slate-300 dark:border-t dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <div className="flex items-center gap-2">
            <BrandMark />
            <span className="text-xl font-extrabold tracking-tight text-white">{t('common.brandName')}</span>
          </div>
          <p className="mt-4 max-w-xs text-base text-slate-300">{t('layout.siteFooter.tagline')}</p>
          {SOCIAL_PROFILES.length > 0 && (
            <div className="mt-6">
              <Suspense fallback={null}>
                <SocialLinks profiles={SOCIAL_PROFILES} />
              </Suspense>
            </div>
          )}
        </div>
        <FooterGroup title={t('layout.siteFooter.contactUs')}>
          <li>
            <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`} className={linkClass}>
              {SUPPORT_PHONE}
            </a>
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
              {SUPPORT_EMAIL}
            </a>
          </li>
        </FooterGroup>
        <FooterGroup title={t('layout.siteFooter.services')}>
          <li>
            <Link to={paths.electricians} className={linkClass}>
              {t('layout.siteFooter.electrical')}
            </Link>
          </li>
          <li>
            <Link to={paths.plumbers} className={linkClass}>
              {t('layout.siteFooter.plumbing')}
            </Link>
          </li>
        </FooterGroup>
        <FooterGroup title={t('layout.siteFooter.legal')}>
          <li>
            <Link to={paths.reportProblem} className={linkClass}>
              {t('layout.siteFooter.reportProblem')}
            </Link>
          </li>
          <li>
            <Link to={paths.privacyPolicy} className={linkClass}>
              {t('layout.siteFooter.privacyPolicy')}
            </Link>
          </li>
          <li>
            <Link to={paths.termsAndConditions} className={linkClass}>
              {t('layout.siteFooter.termsConditions')}
            </Link>
          </li>
        </FooterGroup>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          {t('layout.siteFooter.copyright', { year: useCurrentYear() })}
        </p>
      </div>
    </footer>
  );
}
