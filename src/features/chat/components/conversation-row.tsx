import type { ReactNode } from 'react';
import { Avatar } from '../../../components/avatar';
import { formatInboxTime } from '../lib/format-time';
import type { Conversation } from '../lib/conversation';
import { UnreadBadge } from './unread-badge';
import { t } from '../../../lib/i18n';
import { jobLabel } from '../../../lib/job-label';

interface ConversationRowProps {
  conversation: Conversation;
  viewerId: string;
  active?: boolean;
  /** Beside an open chat the list is narrow, so it keeps the phone arrangement on every screen. */
  compact?: boolean;
  onOpen: (conversation: Conversation) => void;
  /** A control beside the row (outside its button). */
  action?: ReactNode;
}

// Phone: name and time on one line, the message below. Desktop: name | message | time in columns.
const layouts = {
  phone: {
    text: 'flex min-w-0 flex-1 flex-col gap-0.5',
    heading: 'flex min-w-0 items-baseline gap-2',
    job: 'hidden',
    headingTime: 'shrink-0 text-xs',
    lineTime: 'hidden',
  },
  desktop: {
    text: 'flex min-w-0 flex-1 flex-col gap-0.5 md:flex-row md:items-center md:gap-4',
    heading: 'flex min-w-0 items-baseline gap-2 md:w-56 md:shrink-0 md:flex-col md:gap-0',
    job: 'hidden text-xs font-medium text-slate-600 md:inline dark:text-slate-400',
    headingTime: 'shrink-0 text-xs md:hidden',
    lineTime: 'hidden shrink-0 text-xs md:inline',
  },
} as const;

/** One inbox row: picture, name, last message and its time (or "No messages yet" and when they connected), unread count. */
export function ConversationRow({
  conversation,
  viewerId,
  active = false,
  compact = false,
  onOpen,
  action,
}: ConversationRowProps) {
  const { counterpart, lastMessage, unreadCount, connectedAt } = conversation;
  const unread = unreadCount > 0;
  const layout = compact ? layouts.phone : layouts.desktop;
  // A message without text is photos only (the database allows no other).
  const lastBody = lastMessage?.body || t('chat.row.photo');
  const preview = lastMessage
    ? lastMessage.sender === viewerId
      ? t('chat.row.yourMessage', { body: lastBody })
      : lastBody
    : t('chat.row.noMessages');
  const time = lastMessage?.createdAt ?? connectedAt;
  const timeText = formatInboxTime(time);
  const timeTone = unread ? 'font-semibold text-brand-800 dark:text-brand-300' : 'text-slate-600 dark:text-slate-400';
  return (
    <li className={action ? 'flex flex-wrap items-center' : undefined}>
      <button
        type="button"
        onClick={() => {
          onOpen(conversation);
        }}
        aria-current={active ? 'true' : undefined}
        className={`flex min-w-0 items-center gap-3 px-4 py-3 text-left ${action ? 'flex-[1_1_16rem]' : 'w-full'} transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800/70 ${
          active ? 'bg-brand-50 dark:bg-brand-500/10' : ''
        }`}
      >
        <Avatar src={counterpart.picture} name={counterpart.name} alt="" size={compact ? 'sm' : 'md'} />
        <span className={layout.text}>
          <span className={layout.heading}>
            <span
              className={`min-w-0 flex-1 break-words text-slate-900 dark:text-white ${unread ? 'font-bold' : 'font-semibold'}`}
            >
              {counterpart.name}
            </span>
            {counterpart.job && <span className={layout.job}>{jobLabel(counterpart.job)}</span>}
            <time dateTime={time} className={`${layout.headingTime} ${timeTone}`}>
              {timeText}
            </time>
          </span>
          <span className="flex min-w-0 flex-1 items-center gap-2">
            <span
              data-preview
              className={`line-clamp-2 min-w-0 flex-1 text-sm break-words ${unread ? 'font-semibold text-slate-900 dark:text-slate-100' : 'text-slate-600 dark:text-slate-400'}`}
            >
              {preview}
            </span>
            <time dateTime={time} className={`${layout.lineTime} ${timeTone}`}>
              {timeText}
            </time>
            <UnreadBadge count={unreadCount} />
          </span>
        </span>
      </button>
      {action && <div className="ml-auto shrink-0 pr-3">{action}</div>}
    </li>
  );
}
