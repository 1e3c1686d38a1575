import { Fragment, useRef, type ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { useGetChatMessagesQuery } from '../api/chat-api';
import { useMarkRead } from '../hooks/use-mark-read';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { formatDayLabel, localDayKey } from '../lib/format-time';
import type { ChatMessage } from '../lib/chat-message';
import { MessageBubble } from './message-bubble';
import { t } from '../../../lib/i18n';

interface MessageListProps {
  messageId: number;
  viewerId: string;
  otherName: string;
  /** A "Report" action under each of the other party's messages. */
  reportMessage?: ((message: ChatMessage) => ReactNode) | undefined;
}

/** The conversation's messages by day, newest at the bottom and kept in view; new ones are announced. */
export function MessageList({ messageId, viewerId, otherName, reportMessage }: MessageListProps) {
  const { data: messages, isLoading, isError, refetch } = useGetChatMessagesQuery(messageId);
  const scroller = useRef<HTMLDivElement>(null);
  const last = messages?.at(-1);
  const lastSeenId = messages?.findLast((message) => message.sender === viewerId && message.readAt !== null)?.id;
  const { onScroll } = useStickToBottom(scroller, messages?.length ?? 0, last?.sender === viewerId);
  useMarkRead(messageId, viewerId, messages);

  let body;
  if (isLoading) {
    body = (
      <div className="flex flex-1 items-center justify-center">
        <Spinner label={t('chat.messageList.loading')} />
      </div>
    );
  } else if (isError) {
    body = (
      <div role="alert" className="m-auto px-6 text-center">
        <p className="text-slate-700 dark:text-slate-300">{t('chat.messageList.loadFailed')}</p>
        <button
          type="button"
          onClick={() => void refetch()}
          className="mt-3 text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-400"
        >
          {t('common.actions.tryAgain')}
        </button>
      </div>
    );
  } else if (!messages || messages.length === 0) {
    body = (
      <p className="m-auto max-w-xs px-6 text-center text-slate-600 dark:text-slate-400">
        {t('chat.messageList.empty', { name: otherName })}
      </p>
    );
  } else {
    body = (
      <ol className="space-y-2 px-3 py-4 sm:px-5">
        {messages.map((message, index) => {
          const day = localDayKey(message.createdAt);
          const newDay = index === 0 || localDayKey(messages[index - 1]?.createdAt ?? '') !== day;
          return (
            <Fragment key={message.id}>
              {newDay && (
                <li className="flex justify-center py-2">
                  <span className="rounded-full bg-slate-200/80 px-3 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                    {formatDayLabel(message.createdAt)}
                  </span>
                </li>
              )}
              <MessageBubble
                message={message}
                own={message.sender === viewerId}
                otherName={otherName}
                seen={message.id === lastSeenId}
                report={message.sender === viewerId ? undefined : reportMessage?.(message)}
              />
            </Fragment>
          );
        })}
      </ol>
    );
  }

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label={t('chat.messageList.label', { otherName })}
      // A scrolling region must be reachable by keyboard so it can be scrolled without a mouse.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="flex min-h-0 flex-1 flex-col overflow-y-auto bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 dark:bg-slate-950/60"
    >
      {body}
    </div>
  );
}
