import { Outlet } from 'react-router-dom';
import { DeferredJobMissingNotice } from './deferred-job-missing-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { DeferredLocationSuggestion } from './deferred-location-suggestion';

/** Visitors and customers: header, the page, footer. */
export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <DeferredJobMissingNotice />
      <DeferredLocationSuggestion />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
