import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/spinner';
import { useGetIBlockedQuery } from '../api/blocks-api';
import { useGetConversationQuery, type ConversationKey } from '../api/chat-api';
import type { ChatMessage } from '../lib/chat-message';
import { notAcceptedMessage } from '../lib/chat-errors';
import type { Conversation } from '../lib/conversation';
import { ChatEmptyState } from './chat-empty-state';
import { ChatHeader } from './chat-header';
import { ChatHeaderMenu } from './chat-header-menu';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { t } from '../../../lib/i18n';

interface ChatConversationProps {
  selection: ConversationKey;
  viewerId: string;
  isProvider: boolean;
  /** Shown to the customer of an accepted connection under the header (the route's "Rate" action). */
  customerAction?: ConversationSlot | undefined;
  /** Shown to both parties of an accepted connection under the header (where the job stands). */
  jobBar?: ConversationSlot | undefined;
  /** Shown to both parties of an accepted connection under the header (the route's visit time). */
  headerAction?: ConversationSlot | undefined;
  /** What another feature adds to report the other party or one of their messages. */
  reports?: ChatReportSlots | undefined;
}

export interface ChatReportSlots {
  person: ConversationSlot;
  message: (message: ChatMessage) => ReactNode;
}

/** What another feature adds for a customer's accepted conversation. */
export type ConversationSlot = (conversation: Conversation) => ReactNode;

/** One conversation: header, messages and the message box; a pending request shows why it is closed. */
export function ChatConversation({
  selection,
  viewerId,
  isProvider,
  customerAction,
  headerAction,
  jobBar,
  reports,
}: ChatConversationProps) {
  const { data: conversation, isLoading, isError, refetch } = useGetConversationQuery(selection);
  const otherId = conversation?.counterpart.id;
  const { data: iBlocked = false } = useGetIBlockedQuery(otherId ?? '', { skip: !otherId });

  if (isLoading) return <PageLoader label={t('chat.conversation.opening')} />;
  if (isError) {
    return (
      <div role="alert" className="m-auto px-6 text-center">
        <h1 className="text-lg font-semibold text-slate-900 dark:text-white">{t('chat.conversation.loadFailed')}</h1>
        <button
          type="button"
          onClick={() => void refetch()}
          className="mt-3 text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-400"
        >
          {t('common.actions.tryAgain')}
        </button>
      </div>
    );
  }
  if (!conversation) {
    return (
      <ChatEmptyState
        title={t('chat.conversation.unavailableTitle')}
        message={t('chat.conversation.unavailableText')}
        isProvider={isProvider}
      />
    );
  }

  const viewerIsCustomer = conversation.customerId === viewerId;
  const { name } = conversation.counterpart;
  // The other party deleted their account: the chat stays readable and takes nothing new.
  const gone = conversation.counterpart.id === '';
  const closedNote = gone ? t('chat.former.note', { name }) : iBlocked ? t('safety.block.blockedNote', { name }) : null;
  const pendingReason = viewerIsCustomer ? notAcceptedMessage() : t('chat.errors.acceptFirst');
  return (
    <>
      <ChatHeader
        conversation={conversation}
        showJob={viewerIsCustomer}
        menu={
          !gone && (
            <ChatHeaderMenu
              otherId={conversation.counterpart.id}
              otherName={name}
              blocked={iBlocked}
              report={reports?.person(conversation)}
            />
          )
        }
      />
      {conversation.accepted && !gone && headerAction && (
        <div className="border-b border-slate-200 bg-white px-3 py-2 sm:px-5 dark:border-slate-800 dark:bg-slate-900">
          {headerAction(conversation)}
        </div>
      )}
      {viewerIsCustomer && conversation.accepted && !gone && customerAction && (
        <div className="border-b border-slate-200 bg-slate-50 px-3 py-2 sm:px-5 dark:border-slate-800 dark:bg-slate-900/60">
          {customerAction(conversation)}
        </div>
      )}
      {conversation.accepted && !gone && jobBar && (
        <div className="border-b border-slate-200 bg-slate-50 px-3 py-2 sm:px-5 dark:border-slate-800 dark:bg-slate-900/60">
          {jobBar(conversation)}
        </div>
      )}
      {conversation.accepted ? (
        <MessageList
          messageId={conversation.messageId}
          viewerId={viewerId}
          otherName={name}
          reportMessage={reports?.message}
        />
      ) : (
        <div className="flex flex-1 items-center justify-center bg-slate-50 px-6 text-center dark:bg-slate-950/60">
          <p className="max-w-sm text-slate-700 dark:text-slate-300">{pendingReason}</p>
        </div>
      )}
      {conversation.accepted && closedNote && (
        <p className="border-t border-slate-200 bg-slate-50 px-4 py-3 text-center text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900/60 dark:text-slate-300">
          {closedNote}
        </p>
      )}
      <MessageComposer
        key={conversation.messageId}
        messageId={conversation.messageId}
        viewerId={viewerId}
        placeholder={
          viewerIsCustomer ? t('chat.conversation.placeholder') : t('chat.conversation.placeholderNamed', { name })
        }
        disabledReason={!conversation.accepted ? pendingReason : closedNote}
      />
    </>
  );
}
