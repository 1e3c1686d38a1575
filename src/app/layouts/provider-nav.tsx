import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useUnreadConversationCount } from '../../features/chat/hooks/use-unread-conversation-count';
import { type MessageKey, t, tp } from '../../lib/i18n';

function Icon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path strokeLinecap="round" strokeLinejoin="round" d={d} />
    </svg>
  );
}

const items: { label: MessageKey; to: string; icon: string }[] = [
  {
    label: 'app.nav.home',
    to: paths.home,
    icon: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1v-9.5z',
  },
  {
    label: 'app.nav.messages',
    to: paths.messages,
    icon: 'M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12z',
  },
  {
    label: 'app.nav.requests',
    to: paths.requests,
    icon: 'M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2M9 5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2M9 5a2 2 0 0 0 2 2h2a2 2 0 0 0 2-2m-6 9 2 2 4-4',
  },
  {
    label: 'app.nav.editProfile',
    to: paths.spProfileEdit,
    icon: 'M16.9 3.6a2.1 2.1 0 0 1 3 3L8.5 18l-4 1 1-4L16.9 3.6z',
  },
];

function linkClass({ isActive }: { isActive: boolean }): string {
  return `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
    isActive
      ? 'bg-brand-50 text-brand-800 dark:bg-brand-500/15 dark:text-brand-300'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
  }`;
}

/** The provider's menu: Home, Messages (with the unread badge), Requests, Edit Profile. */
export function ProviderNav({ onNavigate, footer }: { onNavigate?: () => void; footer?: ReactNode }) {
  const unread = useUnreadConversationCount();
  return (
    <nav aria-label={t('app.providerNav.provider')} className="flex h-full flex-col">
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className={linkClass} onClick={onNavigate}>
              <Icon d={item.icon} />
              <span className="flex-1">{t(item.label)}</span>
              {item.to === paths.messages && unread > 0 && (
                <span
                  className="min-w-6 rounded-full bg-brand-700 px-2 py-0.5 text-center text-xs font-bold text-white dark:bg-brand-500 dark:text-slate-950"
                  aria-label={tp('app.providerNav.unreadConversations', unread)}
                >
                  {unread}
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
      {footer}
    </nav>
  );
}
