import { useId } from 'react';
import { Avatar } from '../../../components/avatar';
import type { ConnectionRequest, DeclineReason } from '../lib/connection-request';
import { DeclineRequest } from './decline-request';
import { RequestDetails } from './request-details';

interface RequestRowProps {
  request: ConnectionRequest;
  time: string;
  busy: boolean;
  onAccept: (request: ConnectionRequest) => void;
  onDecline: (request: ConnectionRequest, reason: DeclineReason | null) => void;
  onOpenChat: (request: ConnectionRequest) => void;
}

/**
 * One request: the sender's picture, first name, place and distance (contact details once
 * accepted), a checkbox that accepts it (or opens the chat once accepted) and Decline.
 */
export function RequestRow({ request, time, busy, onAccept, onDecline, onOpenChat }: RequestRowProps) {
  const checkboxId = useId();
  const name = request.contact ? `${request.senderName} ${request.contact.lastName}`.trim() : request.senderName;
  const person = (
    <>
      <Avatar src={request.senderPicture} name={name} alt="" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-slate-900 dark:text-white">{name}</span>
        <RequestDetails request={request} time={time} />
      </span>
    </>
  );
  const pending = request.status === 'pending';
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 sm:flex-nowrap sm:px-5">
      {request.accepted ? (
        <button
          type="button"
          onClick={() => {
            onOpenChat(request);
          }}
          aria-label={`Open chat with ${name}`}
          className="-mx-2 -my-1 flex min-w-0 flex-1 items-center gap-3 rounded-xl px-2 py-1 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
        >
          {person}
        </button>
      ) : (
        <div className="flex min-w-0 flex-1 items-center gap-3">{person}</div>
      )}
      {(pending || request.accepted) && (
        <div className="ml-auto flex shrink-0 flex-wrap items-center justify-end gap-2">
          {pending && (
            <DeclineRequest
              senderName={request.senderName}
              busy={busy}
              onDecline={(reason) => {
                onDecline(request, reason);
              }}
            />
          )}
          <input
            id={checkboxId}
            type="checkbox"
            checked={request.accepted}
            disabled={busy}
            onChange={() => {
              if (request.accepted) onOpenChat(request);
              else onAccept(request);
            }}
            aria-label={request.accepted ? `Accepted: open chat with ${name}` : `Accept request from ${name}`}
            className="size-5 rounded border-slate-400 accent-brand-700 dark:accent-brand-500"
          />
          <label
            htmlFor={checkboxId}
            className="hidden text-sm font-medium text-slate-700 sm:inline dark:text-slate-300"
          >
            {request.accepted ? 'Accepted' : 'Accept'}
          </label>
        </div>
      )}
    </li>
  );
}
