import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/spinner';
import { useGetConversationQuery, type ConversationKey } from '../api/chat-api';
import { notAcceptedMessage } from '../lib/chat-errors';
import type { Conversation } from '../lib/conversation';
import { ChatEmptyState } from './chat-empty-state';
import { ChatHeader } from './chat-header';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { t } from '../../../lib/i18n';

interface ChatConversationProps {
  selection: ConversationKey;
  viewerId: string;
  isProvider: boolean;
  /** Shown to the customer of an accepted connection under the header (the route's "Rate" action). */
  customerAction?: ConversationSlot;
  /** Shown to both parties of an accepted connection under the header (where the job stands). */
  jobBar?: ConversationSlot;
}

/** What another feature adds for a customer's accepted conversation. */
export type ConversationSlot = (conversation: Conversation) => ReactNode;

/** One conversation: header, messages and the message box; a pending request shows why it is closed. */
export function ChatConversation({ selection, viewerId, isProvider, customerAction, jobBar }: ChatConversationProps) {
  const { data: conversation, isLoading, isError, refetch } = useGetConversationQuery(selection);

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
  const pendingReason = viewerIsCustomer ? notAcceptedMessage() : t('chat.errors.acceptFirst');
  return (
    <>
      <ChatHeader conversation={conversation} showJob={viewerIsCustomer} />
      {viewerIsCustomer && conversation.accepted && customerAction && (
        <div className="border-b border-slate-200 bg-slate-50 px-3 py-2 sm:px-5 dark:border-slate-800 dark:bg-slate-900/60">
          {customerAction(conversation)}
        </div>
      )}
      {conversation.accepted && jobBar && (
        <div className="border-b border-slate-200 bg-slate-50 px-3 py-2 sm:px-5 dark:border-slate-800 dark:bg-slate-900/60">
          {jobBar(conversation)}
        </div>
      )}
      {conversation.accepted ? (
        <MessageList messageId={conversation.messageId} viewerId={viewerId} otherName={name} />
      ) : (
        <div className="flex flex-1 items-center justify-center bg-slate-50 px-6 text-center dark:bg-slate-950/60">
          <p className="max-w-sm text-slate-700 dark:text-slate-300">{pendingReason}</p>
        </div>
      )}
      <MessageComposer
        key={conversation.messageId}
        messageId={conversation.messageId}
        viewerId={viewerId}
        placeholder={
          viewerIsCustomer ? t('chat.conversation.placeholder') : t('chat.conversation.placeholderNamed', { name })
        }
        disabledReason={conversation.accepted ? null : pendingReason}
      />
    </>
  );
}
