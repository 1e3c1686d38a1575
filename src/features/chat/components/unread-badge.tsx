import { tp } from '../../../lib/i18n';
/** The number of unread messages of a conversation, announced in words. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white dark:bg-brand-500 dark:text-slate-950">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{tp('chat.unreadBadge.unread', count)}</span>
    </span>
  );
}
