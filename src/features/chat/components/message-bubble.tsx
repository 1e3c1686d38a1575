import type { ReactNode } from 'react';
import { formatClockTime } from '../lib/format-time';
import type { ChatMessage } from '../lib/chat-message';
import { MessagePhotos } from './message-photos';
import { t } from '../../../lib/i18n';

interface MessageBubbleProps {
  message: ChatMessage;
  own: boolean;
  otherName: string;
  /** Shown under the viewer's newest message the other party has read. */
  seen?: boolean;
  /** A "Report" action under one of the other party's messages. */
  report?: ReactNode;
}

/** One message: the viewer's on the right in the brand colour, the other party's on the left. */
export function MessageBubble({ message, own, otherName, seen = false, report }: MessageBubbleProps) {
  return (
    <li className={`flex flex-col ${own ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[70%] ${
          own
            ? 'rounded-br-md bg-brand-700 text-white'
            : 'rounded-bl-md bg-white text-slate-900 ring-1 ring-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-700'
        }`}
      >
        <span className="sr-only">{own ? t('chat.messageBubble.you') : otherName}: </span>
        {message.photos.length > 0 && (
          <div className={`-mx-2 mb-1 ${message.body ? '' : '-mt-0.5'}`}>
            <MessagePhotos paths={message.photos} />
          </div>
        )}
        {message.body && (
          <p className="text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap">{message.body}</p>
        )}
        <p
          className={`mt-1 flex justify-end gap-1 text-[0.7rem] ${own ? 'text-brand-50' : 'text-slate-600 dark:text-slate-400'}`}
        >
          <time dateTime={message.createdAt}>{formatClockTime(message.createdAt)}</time>
          {seen && <span>{t('chat.messageBubble.seen')}</span>}
        </p>
      </div>
      {report && <div className="mt-0.5 ml-2">{report}</div>}
    </li>
  );
}
