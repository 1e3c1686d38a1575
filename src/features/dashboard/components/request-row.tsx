import type { ReactNode } from 'react';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import type { ConnectionRequest, DeclineReason } from '../lib/connection-request';
import { DeclineRequest } from './decline-request';
import { RequestDetails, RequestWhat } from './request-details';
import { t } from '../../../lib/i18n';

interface RequestRowProps {
  id: string;
  /** The request a notification opened. */
  focused: boolean;
  request: ConnectionRequest;
  time: string;
  busy: boolean;
  onAccept: (request: ConnectionRequest) => void;
  onDecline: (request: ConnectionRequest, reason: DeclineReason | null) => void;
  onOpenChat: (request: ConnectionRequest) => void;
  /** Across the row's full width once accepted: the visit time (another feature's). */
  extra?: ReactNode;
}

/**
 * One request: the sender's picture, first name, place and distance (contact details once
 * accepted), and labelled Decline and Accept buttons (44 px tall on every width) while pending;
 * once accepted, the row offers the chat and stays where it is.
 */
export function RequestRow({
  id,
  focused,
  request,
  time,
  busy,
  onAccept,
  onDecline,
  onOpenChat,
  extra,
}: RequestRowProps) {
  const name = request.contact ? `${request.senderName} ${request.contact.lastName}`.trim() : request.senderName;
  return (
    <li
      id={id}
      aria-current={focused || undefined}
      className={`flex flex-wrap items-center gap-3 px-4 py-3 sm:px-5 ${focused ? 'bg-brand-50 ring-2 ring-brand-500 ring-inset dark:bg-brand-500/10' : ''}`}
    >
      <div className="flex min-w-0 flex-1 basis-56 items-center gap-3 sm:basis-0">
        <Avatar src={request.senderPicture} name={name} alt="" />
        <div className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-slate-900 dark:text-white">{name}</span>
          <RequestDetails request={request} time={time} />
        </div>
      </div>
      {request.accepted ? (
        <Button
          variant="secondary"
          className="min-h-11 shrink-0"
          aria-label={t('dashboard.requestRow.openChatWith', { name })}
          onClick={() => {
            onOpenChat(request);
          }}
        >
          {t('dashboard.requestRow.openChat')}
        </Button>
      ) : (
        request.status === 'pending' && (
          <div className="ml-auto flex shrink-0 flex-wrap items-center justify-end gap-2">
            <DeclineRequest
              senderName={request.senderName}
              busy={busy}
              onDecline={(reason) => {
                onDecline(request, reason);
              }}
            />
            <Button
              className="min-h-11 shrink-0"
              loading={busy}
              aria-label={t('dashboard.requestRow.acceptRequestFrom', { name })}
              onClick={() => {
                onAccept(request);
              }}
            >
              {busy ? t('dashboard.requestRow.accepting') : t('dashboard.requestRow.accept')}
            </Button>
          </div>
        )
      )}
      <RequestWhat request={request} />
      {extra && <div className="basis-full sm:pl-13">{extra}</div>}
    </li>
  );
}
