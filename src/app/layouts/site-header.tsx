import { useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { buttonClasses } from '../../components/button-styles';
import { SidePanel } from '../../components/side-panel';
import { ThemeToggle } from '../../components/theme-toggle';
import { paths } from '../../config/paths';
import { useAppSelector } from '../../store/hooks';
import { BrandLogo } from './brand-logo';
import { LocationLabel } from './location-label';
import { DeferredLogOutButton, DeferredNotificationBell, DeferredProfileLink } from './deferred-account-controls';
import { MenuButton } from './menu-button';
import { siteNavItems } from './nav-items';
import { LanguageSelect } from '../../components/language-select';
import { t } from '../../lib/i18n';

const MENU_ID = 'site-menu';

function desktopLinkClass({ isActive }: { isActive: boolean }): string {
  return `rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
    isActive
      ? 'bg-brand-50 text-brand-800 dark:bg-brand-500/15 dark:text-brand-300'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
  }`;
}

function mobileLinkClass({ isActive }: { isActive: boolean }): string {
  return `block rounded-lg px-3 py-3 text-base font-medium ${
    isActive
      ? 'bg-brand-50 text-brand-800 dark:bg-brand-500/15 dark:text-brand-300'
      : 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
  }`;
}

/** The visitor/customer header: a bar from lg up, a hamburger menu below. */
export function SiteHeader() {
  const signedIn = useAppSelector((state) => state.authUser.uuid !== null);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => {
    setMenuOpen(false);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo />
        <nav aria-label={t('layout.header.navLabel')} className="ml-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {siteNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={desktopLinkClass}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          {signedIn ? (
            <>
              <div className="hidden min-w-0 items-center gap-2 lg:flex">
                <LocationLabel className="max-w-56" />
                <LanguageSelect />
                <ThemeToggle />
                <DeferredProfileLink to={paths.yourProfile} isProvider={false} />
              </div>
              <div className="flex min-w-0 lg:hidden">
                <LocationLabel fallback={t('layout.header.setLocation')} className="max-w-36" />
              </div>
              <DeferredNotificationBell />
            </>
          ) : (
            <div className="hidden items-center gap-2 lg:flex">
              <LanguageSelect />
              <ThemeToggle />
              <Link to={paths.signIn} className={buttonClasses('ghost')}>
                {t('common.actions.signIn')}
              </Link>
              <Link to={paths.signUp} className={buttonClasses('primary')}>
                {t('layout.authLinks.signUp')}
              </Link>
            </div>
          )}
          <div className="lg:hidden">
            <MenuButton
              open={menuOpen}
              controls={MENU_ID}
              onClick={() => {
                setMenuOpen(true);
              }}
            />
          </div>
        </div>
      </div>

      <SidePanel open={menuOpen} onClose={closeMenu} title={t('layout.header.menu')}>
        <nav id={MENU_ID} aria-label={t('layout.header.navLabel')}>
          <ul className="space-y-1">
            {siteNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={mobileLinkClass} onClick={closeMenu}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            {signedIn && (
              <li>
                <NavLink to={paths.yourProfile} className={mobileLinkClass} onClick={closeMenu}>
                  {t('layout.header.yourProfile')}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        <div className="mt-6 flex items-center justify-between rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-700">
          <span className="text-sm font-medium text-slate-700 dark:text-slate-300">{t('layout.header.theme')}</span>
          <ThemeToggle />
        </div>
        <LanguageSelect
          showLabel
          className="mt-3 justify-between rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-700"
        />
        {signedIn && (
          <div className="mt-3">
            <DeferredLogOutButton onDone={closeMenu} />
          </div>
        )}
        {!signedIn && (
          <div className="mt-6 grid gap-3">
            <Link to={paths.signIn} className={buttonClasses('secondary', 'lg')} onClick={closeMenu}>
              {t('common.actions.signIn')}
            </Link>
            <Link to={paths.signUp} className={buttonClasses('primary', 'lg')} onClick={closeMenu}>
              {t('layout.authLinks.signUp')}
            </Link>
          </div>
        )}
      </SidePanel>
    </header>
  );
}
