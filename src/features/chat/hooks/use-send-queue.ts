import { useRef, useState, useSyncExternalStore } from 'react';
import { toast } from 'react-toastify';
import { toApiError } from '../../../lib/api/api-error';
import { useSendChatMessageMutation } from '../api/chat-api';
import { sendErrorMessage } from '../lib/chat-errors';
import { SendQueue, type OutgoingMessage } from '../lib/send-queue';
import { t } from '../../../lib/i18n';

/** One conversation's send queue and its messages not yet sent. */
export function useSendQueue(
  messageId: number,
  viewerId: string,
): { queue: SendQueue; pending: readonly OutgoingMessage[] } {
  const [sendMessage] = useSendChatMessageMutation();
  const target = useRef({ messageId, viewerId, sendMessage });
  target.current = { messageId, viewerId, sendMessage };
  const [queue] = useState(
    () =>
      new SendQueue(
        async (body) => {
          const { messageId: id, viewerId: viewer, sendMessage: send } = target.current;
          await send({ messageId: id, viewerId: viewer, body }).unwrap();
          toast.success(t('chat.sent'), {
            position: 'top-center',
            autoClose: 800,
            toastId: 'chat-message-sent',
          });
        },
        (error) => sendErrorMessage(toApiError(error)),
      ),
  );
  const pending = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  return { queue, pending };
}
