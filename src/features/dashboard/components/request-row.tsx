import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import type { ConnectionRequest } from '../lib/connection-request';

interface RequestRowProps {
  request: ConnectionRequest;
  time: string;
  busy: boolean;
  onAccept: (request: ConnectionRequest) => void;
  onOpenChat: (request: ConnectionRequest) => void;
}

/**
 * One request: the sender's picture and name, and a labelled Accept button (44 px tall on every
 * width); once accepted, the row offers the chat and stays where it is.
 */
export function RequestRow({ request, time, busy, onAccept, onOpenChat }: RequestRowProps) {
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 sm:flex-nowrap sm:px-5">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar src={request.senderPicture} name={request.senderName} alt="" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-slate-900 dark:text-white">{request.senderName}</span>
          <span className="block text-sm text-slate-600 dark:text-slate-400">
            {request.accepted ? 'Accepted' : `Sent ${time}`}
          </span>
        </span>
      </div>
      {request.accepted ? (
        <Button
          variant="secondary"
          className="min-h-11 shrink-0"
          aria-label={`Open chat with ${request.senderName}`}
          onClick={() => {
            onOpenChat(request);
          }}
        >
          Open chat
        </Button>
      ) : (
        <Button
          className="min-h-11 shrink-0"
          loading={busy}
          aria-label={`Accept request from ${request.senderName}`}
          onClick={() => {
            onAccept(request);
          }}
        >
          {busy ? 'Accepting…' : 'Accept'}
        </Button>
      )}
    </li>
  );
}
