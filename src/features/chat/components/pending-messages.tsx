import Camera from 'lucide-react/icons/camera';
import type { OutgoingMessage } from '../lib/send-queue';
import { type MessageKey, t, tp } from '../../../lib/i18n';

interface PendingMessagesProps {
  pending: readonly OutgoingMessage[];
  onRetry: (id: string) => void;
  /** Drops a failed message (its text goes back into an empty box). */
  onDiscard: (id: string) => void;
  /** Deletes a message that waits for the network or its turn. */
  onDelete: (id: string) => void;
}

const STATUS_TEXT: Record<OutgoingMessage['status'], MessageKey> = {
  waiting: 'chat.pendingStatus.waiting',
  queued: 'chat.pendingStatus.queued',
  sending: 'chat.pendingStatus.sending',
  failed: 'chat.pendingStatus.failed',
};

/** What a message on its way says: how many photos go with it, and its text. */
function summary(item: OutgoingMessage): string {
  const photos = item.photos.length > 0 ? tp('chat.pendingMessages.photoCount', item.photos.length) : '';
  return [photos, item.body].filter(Boolean).join(' · ');
}

/**
 * Messages on their way, above the box. One waiting for the network can be sent now (Retry) or
 * deleted; a refused one keeps its text with Retry and Discard.
 */
export function PendingMessages({ pending, onRetry, onDiscard, onDelete }: PendingMessagesProps) {
  if (pending.length === 0) return null;
  return (
    <ol
      aria-label={t('chat.pendingMessages.messagesNotSentYet')}
      className="mb-2 flex max-h-40 flex-col gap-1.5 overflow-y-auto"
    >
      {pending.map((item) => (
        <li
          key={item.id}
          className={`flex flex-wrap items-start justify-end gap-x-2 gap-y-1 rounded-xl px-3 py-2 text-sm ${
            item.status === 'failed'
              ? 'bg-red-50 text-red-900 dark:bg-red-500/10 dark:text-red-100'
              : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'
          }`}
        >
          <span className="min-w-0 flex-[1_1_12rem]">
            <span data-preview className="line-clamp-3 break-words whitespace-pre-wrap">
              {item.photos.length > 0 && <Camera className="mr-1 inline size-4 align-[-0.15em]" aria-hidden="true" />}
              {summary(item)}
            </span>
            <span
              role={item.status === 'failed' ? 'alert' : item.status === 'waiting' ? 'status' : undefined}
              className="mt-0.5 block text-xs font-medium opacity-90"
            >
              {t(STATUS_TEXT[item.status])}
              {item.error ? `: ${item.error}` : ''}
            </span>
          </span>
          <span className="ml-auto flex shrink-0 flex-wrap justify-end gap-1">
            {(item.status === 'failed' || item.status === 'waiting') && (
              <button
                type="button"
                onClick={() => {
                  onRetry(item.id);
                }}
                className={
                  item.status === 'failed'
                    ? 'min-h-9 rounded-lg bg-red-700 px-3 text-xs font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700'
                    : 'min-h-9 rounded-lg bg-slate-700 px-3 text-xs font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-slate-200 dark:text-slate-900 dark:hover:bg-white'
                }
              >
                {t('chat.pendingMessages.retry')}
              </button>
            )}
            {item.status === 'failed' && (
              <button
                type="button"
                onClick={() => {
                  onDiscard(item.id);
                }}
                className="min-h-9 rounded-lg px-3 text-xs font-semibold text-red-800 underline underline-offset-2 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700 dark:text-red-200 dark:hover:bg-red-500/20"
              >
                {t('chat.pendingMessages.discard')}
              </button>
            )}
            {(item.status === 'waiting' || item.status === 'queued') && (
              <button
                type="button"
                aria-label={t('chat.pendingMessages.deleteLabel', { text: summary(item).slice(0, 40) })}
                onClick={() => {
                  onDelete(item.id);
                }}
                className="min-h-9 rounded-lg px-3 text-xs font-semibold text-slate-700 underline underline-offset-2 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-700"
              >
                {t('chat.pendingMessages.delete')}
              </button>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
