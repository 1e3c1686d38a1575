import { useId } from 'react';
import { Avatar } from '../../../components/avatar';
import type { ConnectionRequest } from '../lib/connection-request';

interface RequestRowProps {
  request: ConnectionRequest;
  time: string;
  busy: boolean;
  onAccept: (request: ConnectionRequest) => void;
  onOpenChat: (request: ConnectionRequest) => void;
}

/** One request: the sender's picture and name, and a checkbox that accepts it (or opens the chat once accepted). */
export function RequestRow({ request, time, busy, onAccept, onOpenChat }: RequestRowProps) {
  const checkboxId = useId();
  const person = (
    <>
      <Avatar src={request.senderPicture} name={request.senderName} alt="" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-slate-900 dark:text-white">{request.senderName}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-400">
          {request.accepted ? 'Accepted · open the chat' : `Sent ${time}`}
        </span>
      </span>
    </>
  );
  return (
    <li className="flex items-center gap-3 px-4 py-3 sm:px-5">
      {request.accepted ? (
        <button
          type="button"
          onClick={() => {
            onOpenChat(request);
          }}
          aria-label={`Open chat with ${request.senderName}`}
          className="-mx-2 -my-1 flex min-w-0 flex-1 items-center gap-3 rounded-xl px-2 py-1 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
        >
          {person}
        </button>
      ) : (
        <div className="flex min-w-0 flex-1 items-center gap-3">{person}</div>
      )}
      <div className="flex shrink-0 items-center gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          checked={request.accepted}
          disabled={busy}
          onChange={() => {
            if (request.accepted) onOpenChat(request);
            else onAccept(request);
          }}
          aria-label={
            request.accepted
              ? `Accepted: open chat with ${request.senderName}`
              : `Accept request from ${request.senderName}`
          }
          className="size-5 rounded border-slate-400 accent-brand-700 dark:accent-brand-500"
        />
        <label htmlFor={checkboxId} className="hidden text-sm font-medium text-slate-700 sm:inline dark:text-slate-300">
          {request.accepted ? 'Accepted' : 'Accept'}
        </label>
      </div>
    </li>
  );
}
