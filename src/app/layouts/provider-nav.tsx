import type { LucideIcon } from 'lucide-react';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import House from 'lucide-react/icons/house';
import MessageCircle from 'lucide-react/icons/message-circle';
import Pencil from 'lucide-react/icons/pencil';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useUnreadConversationCount } from '../../features/chat/hooks/use-unread-conversation-count';
import { type MessageKey, t, tp } from '../../lib/i18n';

const items: { label: MessageKey; to: string; Icon: LucideIcon }[] = [
  { label: 'layout.nav.home', to: paths.home, Icon: House },
  {
    label: 'layout.nav.messages',
    to: paths.messages,
    Icon: MessageCircle,
  },
  {
    label: 'layout.nav.requests',
    to: paths.requests,
    Icon: ClipboardCheck,
  },
  {
    label: 'layout.nav.editProfile',
    to: paths.spProfileEdit,
    Icon: Pencil,
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
    <nav aria-label={t('layout.providerNav.label')} className="flex h-full flex-col">
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className={linkClass} onClick={onNavigate}>
              <item.Icon className="size-5 shrink-0" strokeWidth={1.8} />
              <span className="flex-1">{t(item.label)}</span>
              {item.to === paths.messages && unread > 0 && (
                <span
                  className="min-w-6 rounded-full bg-brand-700 px-2 py-0.5 text-center text-xs font-bold text-white dark:bg-brand-500 dark:text-slate-950"
                  aria-label={tp('layout.providerNav.unreadConversations', unread)}
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
