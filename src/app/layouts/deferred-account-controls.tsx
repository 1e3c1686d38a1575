import { Suspense, type ComponentProps } from 'react';
import { withMessages } from '../../lib/i18n';
import { lazyPart } from '../../lib/load-when-online';
import type { LogOutButton } from './log-out-button';
import type { ProfileLink } from './profile-link';

// Only signed-in people see these; loading them on demand keeps the API client out of a visitor's first paint.
const LazyProfileLink = lazyPart(() => import('./profile-link').then((module) => ({ default: module.ProfileLink })));
const LazyNotificationBell = lazyPart(
  withMessages('rest', () =>
    import('../../features/notifications/components/notification-bell').then((module) => ({
      default: module.NotificationBell,
    })),
  ),
);
const LazyLogOutButton = lazyPart(() =>
  import('./log-out-button').then((module) => ({ default: module.LogOutButton })),
);

/** The profile picture link, with a same-sized placeholder while its code loads. */
export function DeferredProfileLink(props: ComponentProps<typeof ProfileLink>) {
  return (
    <Suspense
      fallback={<span aria-hidden="true" className="block size-8 rounded-full bg-slate-200 dark:bg-slate-700" />}
    >
      <LazyProfileLink {...props} />
    </Suspense>
  );
}

/** The "Log out" menu button, with a same-sized placeholder while its code loads. */
export function DeferredLogOutButton(props: ComponentProps<typeof LogOutButton>) {
  return (
    <Suspense fallback={<span aria-hidden="true" className="block h-10" />}>
      <LazyLogOutButton {...props} />
    </Suspense>
  );
}

/** The notifications bell (it brings the API client), with a same-sized placeholder while its code loads. */
export function DeferredNotificationBell() {
  return (
    <Suspense fallback={<span aria-hidden="true" className="block size-10" />}>
      <LazyNotificationBell />
    </Suspense>
  );
}
