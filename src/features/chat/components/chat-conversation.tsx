import { PageLoader } from '../../../components/spinner';
import { useGetConversationQuery, type ConversationKey } from '../api/chat-api';
import { NOT_ACCEPTED_MESSAGE } from '../lib/chat-errors';
import { ChatEmptyState } from './chat-empty-state';
import { ChatHeader } from './chat-header';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

interface ChatConversationProps {
  selection: ConversationKey;
  viewerId: string;
  isProvider: boolean;
}

/** One conversation: header, messages and the message box; a pending request shows why it is closed. */
export function ChatConversation({ selection, viewerId, isProvider }: ChatConversationProps) {
  const { data: conversation, isLoading, isError, refetch } = useGetConversationQuery(selection);

  if (isLoading) return <PageLoader label="Opening the chat" />;
  if (isError) {
    return (
      <div role="alert" className="m-auto px-6 text-center">
        <h1 className="text-lg font-semibold text-slate-900 dark:text-white">The chat could not be opened</h1>
        <button
          type="button"
          onClick={() => void refetch()}
          className="mt-3 text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-400"
        >
          Try again
        </button>
      </div>
    );
  }
  if (!conversation) {
    return (
      <ChatEmptyState
        title="This chat is not available"
        message="It may belong to another account, or the request was removed. Pick a conversation from your messages."
        isProvider={isProvider}
      />
    );
  }

  const viewerIsCustomer = conversation.customerId === viewerId;
  const { name } = conversation.counterpart;
  const pendingReason = viewerIsCustomer
    ? NOT_ACCEPTED_MESSAGE
    : 'Accept this request on your Requests page to start chatting.';
  return (
    <>
      <ChatHeader conversation={conversation} showJob={viewerIsCustomer} />
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
        placeholder={viewerIsCustomer ? 'Type your message' : `Write your message to ${name}`}
        disabledReason={conversation.accepted ? null : pendingReason}
      />
    </>
  );
}
