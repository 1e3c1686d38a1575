import Bell from 'lucide-react/icons/bell';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../store/hooks';
import {
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from '../api/notifications-api';
import { useBrowserNotifications } from '../hooks/use-browser-notifications';
import { usePushSwitch } from '../hooks/use-push-device';
import { useUnreadTitle } from '../hooks/use-unread-title';
import { unreadCount } from '../lib/notification';
import { notificationAge, renderNotification } from '../lib/render-notification';
import { t, useLocale } from '../../../lib/i18n';

function BellIcon() {
  return <Bell className="size-5" strokeWidth={1.8} />;
}

/** The bell: unread count, the latest notifications with links, and opting in to browser notifications. */
export function NotificationBell() {
  const uuid = useAppSelector((state) => state.authUser.uuid);
  const { data, isError } = useGetNotificationsQuery(uuid ?? '', { skip: !uuid });
  const [markAll] = useMarkAllNotificationsReadMutation();
  const [markOne] = useMarkNotificationReadMutation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { permission } = useBrowserNotifications(data, (link) => void navigate(link));
  const { turnOn } = usePushSwitch();
  const unread = unreadCount(data);
  useUnreadTitle(uuid ? unread : 0);
  // Worded in the reader's language: a language switch words them again.
  useLocale();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!uuid) return null;

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={
          unread > 0
            ? t('notifications.notificationBell.labelWithUnread', { unread: String(unread) })
            : t('notifications.notificationBell.title')
        }
        onClick={() => {
          setOpen((value) => !value);
        }}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <BellIcon />
        {unread > 0 && (
          <span
            data-testid="notification-badge"
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white dark:bg-red-500 dark:text-slate-950"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t('notifications.notificationBell.title')}
          className="fixed inset-x-2 top-16 z-50 max-h-[70vh] overflow-y-auto rounded-2xl border border-slate-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:w-96 dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
            <h2 className="font-semibold text-slate-900 dark:text-white">
              {t('notifications.notificationBell.title')}
            </h2>
            {unread > 0 && (
              <button
                type="button"
                onClick={() => void markAll(uuid)}
                className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-400"
              >
                {t('notifications.notificationBell.markAllAsRead')}
              </button>
            )}
          </div>
          {permission === 'default' && (
            <div className="flex items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3 text-sm dark:border-slate-700 dark:bg-slate-800/60">
              <span className="text-slate-700 dark:text-slate-300">{t('notifications.notificationBell.offer')}</span>
              <button
                type="button"
                onClick={() => void turnOn()}
                className="shrink-0 font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-400"
              >
                {t('notifications.notificationBell.turnOn')}
              </button>
            </div>
          )}
          {isError ? (
            <p role="alert" className="px-4 py-6 text-sm text-red-700 dark:text-red-400">
              {t('notifications.notificationBell.loadFailed')}
            </p>
          ) : !data?.length ? (
            <p className="px-4 py-6 text-sm text-slate-600 dark:text-slate-400">
              {t('notifications.notificationBell.empty')}
            </p>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-700">
              {data.map((item) => {
                const now = Date.now();
                const { title, body } = renderNotification(item, now);
                return (
                  <li key={item.id}>
                    <Link
                      to={item.link}
                      onClick={() => {
                        if (!item.read) void markOne({ recipient: uuid, id: item.id });
                        setOpen(false);
                      }}
                      className={`flex gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800 ${
                        item.read ? '' : 'bg-brand-50/60 dark:bg-brand-500/10'
                      }`}
                    >
                      <span
                        aria-hidden="true"
                        className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-brand-600 dark:bg-brand-400'}`}
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block text-sm font-semibold text-slate-900 dark:text-white">
                          {item.read ? (
                            ''
                          ) : (
                            <span className="sr-only">{t('notifications.notificationBell.unread')} </span>
                          )}
                          {title}
                        </span>
                        {body && (
                          <span
                            data-preview
                            className="line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-400"
                          >
                            {body}
                          </span>
                        )}
                        <span className="block text-xs text-slate-600 dark:text-slate-400">
                          {notificationAge(item.createdAt, now)}
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
