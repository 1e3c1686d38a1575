import ImagePlus from 'lucide-react/icons/image-plus';
import SendHorizontal from 'lucide-react/icons/send-horizontal';
import { useId, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useToastClearance } from '../../../components/use-toast-clearance';
import { draftKey, useDraft } from '../hooks/use-draft';
import { usePhotoAttachments } from '../hooks/use-photo-attachments';
import { useSendQueue } from '../hooks/use-send-queue';
import { MAX_CHAT_PHOTOS } from '../lib/chat-photos';
import { AttachedPhotos } from './attached-photos';
import { draftState, MAX_MESSAGE_LENGTH } from '../lib/message-limits';
import { PendingMessages } from './pending-messages';
import { formatNumber, t, tp } from '../../../lib/i18n';

interface MessageComposerProps {
  messageId: number;
  viewerId: string;
  placeholder: string;
  /** Why sending is not possible right now (a pending request), or null. */
  disabledReason: string | null;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line; a counter appears near the limit.
 * Up to 5 photos go with the text (or alone), resized on this device as they are chosen.
 * A sent text leaves the box at once for the send queue, so typing goes on while it travels.
 * What is typed is kept for this tab (use-draft.ts): a reload or a network drop loses none of it.
 */
export function MessageComposer({ messageId, viewerId, placeholder, disabledReason }: MessageComposerProps) {
  const [text, setText] = useDraft(draftKey(viewerId, messageId));
  const { queue, pending } = useSendQueue(messageId, viewerId);
  const attachments = usePhotoAttachments();
  const draft = draftState(text);
  const inputId = useId();
  const hintId = useId();
  const photoInputId = useId();
  const photoErrorId = useId();
  const disabled = disabledReason !== null;
  const formRef = useRef<HTMLFormElement>(null);
  useToastClearance(formRef);
  const hasPhotos = attachments.photos.length > 0;
  const canSend = (draft.canSend || (hasPhotos && !draft.tooLong)) && !attachments.preparing && !disabled;
  const photosFull = attachments.photos.length >= MAX_CHAT_PHOTOS;

  const send = () => {
    if (!canSend) return;
    queue.enqueue(text.trim(), attachments.take());
    setText('');
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const hint = disabledReason;
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      className="border-t border-slate-200 bg-white px-3 py-3 sm:px-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <PendingMessages
        pending={pending}
        onRetry={(id) => {
          queue.retry(id);
        }}
        onDiscard={(id) => {
          const { body, photos } = queue.discard(id);
          if (!text.trim() && !hasPhotos) {
            setText(body);
            attachments.restore(photos);
          }
        }}
        onDelete={(id) => {
          queue.discard(id);
        }}
      />
      {/* A closed chat already says why in the conversation area; here it only describes the box. */}
      {hint && (
        <p id={hintId} className="sr-only">
          {hint}
        </p>
      )}
      <AttachedPhotos photos={attachments.photos} onRemove={attachments.remove} />
      {(attachments.preparing || attachments.error) && (
        <p
          id={photoErrorId}
          role={attachments.error ? 'alert' : 'status'}
          className={`mb-2 text-sm ${attachments.error ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}`}
        >
          {attachments.error ?? t('chat.photos.preparing')}
        </p>
      )}
      <div className="flex items-end gap-2">
        <input
          id={photoInputId}
          type="file"
          accept="image/*"
          multiple
          disabled={disabled || photosFull || attachments.preparing}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            event.target.value = '';
            void attachments.add(chosen);
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={photoInputId}
          title={t('chat.photos.attachHint', { max: formatNumber(MAX_CHAT_PHOTOS) })}
          className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-slate-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-50 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <ImagePlus className="size-6" aria-hidden="true" />
          <span className="sr-only">{t('chat.photos.attach')}</span>
        </label>
        <label htmlFor={inputId} className="sr-only">
          {t('chat.messageComposer.message')}
        </label>
        <textarea
          id={inputId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          disabled={disabled}
          rows={1}
          aria-invalid={draft.tooLong || undefined}
          aria-describedby={hint ? hintId : undefined}
          className="field-sizing-content max-h-40 min-h-11 flex-1 resize-none rounded-2xl border border-slate-300 bg-white px-4 py-2.5 text-[0.95rem] text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800/50"
        />
        <button
          type="submit"
          aria-label={t('chat.messageComposer.sendMessage')}
          disabled={!canSend}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
        >
          <SendHorizontal className="size-5" />
        </button>
      </div>
      {draft.showCounter && (
        <p
          className={`mt-1.5 text-right text-xs ${draft.tooLong ? 'font-semibold text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}`}
        >
          {draft.length} / {MAX_MESSAGE_LENGTH}
          {draft.tooLong && <span role="alert"> {tp('chat.messageComposer.tooLong', -draft.remaining)}</span>}
        </p>
      )}
    </form>
  );
}
