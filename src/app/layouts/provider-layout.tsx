import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { SidePanel } from '../../components/side-panel';
import { ThemeToggle } from '../../components/theme-toggle';
import { paths } from '../../config/paths';
import { JobMissingNotice } from '../../features/auth/components/job-missing-notice';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { BrandLogo } from './brand-logo';
import { LocationLabel } from './location-label';
import { LogOutButton } from './log-out-button';
import { MenuButton } from './menu-button';
import { ProfileLink } from './profile-link';
import { ProviderNav } from './provider-nav';
import { SkipLink } from './skip-link';
import { LanguageSelect } from '../../components/language-select';
import { t } from '../../lib/i18n';
import { DeferredLocationSuggestion } from './deferred-location-suggestion';

const MENU_ID = 'provider-menu';

/** Providers: a header with the side menu, a sidebar from lg up, and the page. */
export function ProviderLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => {
    setMenuOpen(false);
  };
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
        <div className="flex h-16 items-center gap-3 px-4 sm:px-6">
          <div className="lg:hidden">
            <MenuButton
              open={menuOpen}
              controls={MENU_ID}
              onClick={() => {
                setMenuOpen(true);
              }}
            />
          </div>
          <BrandLogo />
          <span className="hidden rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 sm:inline dark:bg-slate-800 dark:text-slate-300">
            {t('layout.header.providerBadge')}
          </span>
          <div className="ml-auto flex min-w-0 items-center gap-2">
            <div className="hidden min-w-0 sm:flex">
              <LocationLabel provider fallback={t('layout.header.setLocation')} className="max-w-56" />
            </div>
            <LanguageSelect className="hidden sm:flex" />
            <ThemeToggle />
            <NotificationBell />
            <ProfileLink to={paths.spProfile} isProvider />
          </div>
        </div>
      </header>
      <JobMissingNotice />
      <DeferredLocationSuggestion />
      <div className="flex flex-1">
        <aside className="sticky top-16 hidden h-[calc(100vh-4rem)] w-64 shrink-0 border-r border-slate-200 bg-white px-3 py-6 lg:block dark:border-slate-800 dark:bg-slate-900">
          <ProviderNav
            footer={
              <div className="mt-auto border-t border-slate-200 pt-4 dark:border-slate-800">
                <LogOutButton />
              </div>
            }
          />
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <Outlet />
        </main>
      </div>

      <SidePanel open={menuOpen} onClose={closeMenu} title={t('layout.header.menu')}>
        <div id={MENU_ID}>
          <ProviderNav
            onNavigate={closeMenu}
            footer={
              <div className="mt-6 space-y-3 border-t border-slate-200 pt-6 dark:border-slate-700">
                <div className="flex items-center justify-between rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-700">
                  <span className="text-sm font-medium text-slate-700 dark:text-slate-300">
                    {t('layout.header.theme')}
                  </span>
                  <ThemeToggle />
                </div>
                <LanguageSelect
                  showLabel
                  className="justify-between rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-700"
                />
                <LocationLabel provider fallback={t('layout.header.setLocation')} className="max-w-full" />
                <LogOutButton onDone={closeMenu} />
              </div>
            }
          />
        </div>
      </SidePanel>
    </div>
  );
}
