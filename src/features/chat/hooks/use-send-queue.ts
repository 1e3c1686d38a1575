import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { toast } from 'react-toastify';
import { toApiError, type ApiError } from '../../../lib/api/api-error';
import { useSendChatMessageMutation } from '../api/chat-api';
import { uploadChatPhotos } from '../api/chat-queries';
import { isNetworkFailure, photoUploadErrorMessage, sendErrorMessage } from '../lib/chat-errors';
import { forgetOutgoing, keepOutgoing, loadOutbox } from '../../../lib/outbox-db';
import { SendQueue, type OutgoingMessage } from '../lib/send-queue';
import { t } from '../../../lib/i18n';

/** A photo of the message could not be uploaded; carries the storage answer for the person's message. */
class PhotoUploadError extends Error {
  constructor(readonly apiError: ApiError) {
    super(apiError.message);
  }
}

function asApiError(error: unknown): ApiError {
  return error instanceof PhotoUploadError ? error.apiError : toApiError(error);
}

function logOutboxError(context: string) {
  return (error: unknown) => {
    console.error(`[mistri] Chat outbox: ${context}`, error);
  };
}

/**
 * One conversation's send queue and its messages not yet sent. They are kept in IndexedDB until
 * the backend has them, so a reload or a dead network loses nothing; each goes out once, in order.
 */
export function useSendQueue(
  messageId: number,
  viewerId: string,
): { queue: SendQueue; pending: readonly OutgoingMessage[] } {
  const [sendMessage] = useSendChatMessageMutation();
  const target = useRef({ messageId, viewerId, sendMessage });
  target.current = { messageId, viewerId, sendMessage };
  const [queue] = useState(
    () =>
      new SendQueue({
        send: async ({ id, body, photos }) => {
          const { messageId: conversation, viewerId: viewer, sendMessage: send } = target.current;
          const uploaded = await uploadChatPhotos(conversation, viewer, id, photos);
          if ('error' in uploaded) throw new PhotoUploadError(uploaded.error);
          await send({ messageId: conversation, viewerId: viewer, body, clientId: id, photos: uploaded.data }).unwrap();
          toast.success(t('chat.sent'), {
            position: 'top-center',
            autoClose: 800,
            toastId: 'chat-message-sent',
          });
        },
        describeError: (error) =>
          error instanceof PhotoUploadError
            ? photoUploadErrorMessage(error.apiError)
            : sendErrorMessage(asApiError(error)),
        isNetworkError: (error) => isNetworkFailure(asApiError(error)),
        isOnline: () => navigator.onLine,
        newId: () => crypto.randomUUID(),
        restoreFirst: true,
        onAdded: (message) => {
          const { messageId: conversation, viewerId: viewer } = target.current;
          keepOutgoing(viewer, conversation, message).catch(logOutboxError('a message could not be kept'));
        },
        onRemoved: (id) => {
          forgetOutgoing(id).catch(logOutboxError('a sent message could not be forgotten'));
        },
      }),
  );

  useEffect(() => {
    let current = true;
    loadOutbox(viewerId, messageId).then(
      (saved) => {
        if (current) queue.restore(saved);
      },
      (error: unknown) => {
        logOutboxError('the unsent messages could not be read')(error);
        if (current) queue.restore([]);
      },
    );
    const resume = () => {
      queue.resume();
    };
    window.addEventListener('online', resume);
    return () => {
      current = false;
      window.removeEventListener('online', resume);
      queue.dispose();
    };
  }, [queue, viewerId, messageId]);

  const pending = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  return { queue, pending };
}
