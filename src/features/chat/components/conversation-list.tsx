import type { ConversationSlot } from './chat-conversation';
import { Link } from 'react-router-dom';
import { PageLoader } from '../../../components/spinner';
import { buttonClasses } from '../../../components/button-styles';
import { paths } from '../../../config/paths';
import { useGetConversationsQuery } from '../api/chat-api';
import type { Conversation } from '../lib/conversation';
import { ConversationRow } from './conversation-row';
import { t } from '../../../lib/i18n';

interface ConversationListProps {
  viewerId: string;
  isProvider: boolean;
  activeId?: number | null;
  compact?: boolean;
  onOpen: (conversation: Conversation) => void;
  /** Beside each accepted conversation of a customer (the route's "Rate" action). */
  customerAction?: ConversationSlot | undefined;
}

/** The person's conversations, most recent first, with loading, error and empty states. Updates live. */
export function ConversationList({
  viewerId,
  isProvider,
  activeId = null,
  compact = false,
  onOpen,
  customerAction,
}: ConversationListProps) {
  const { data, isLoading, isError, refetch } = useGetConversationsQuery(viewerId);

  if (isLoading) return <PageLoader label={t('chat.conversationList.loading')} />;
  if (isError) {
    return (
      <div role="alert" className="px-5 py-10 text-center">
        <p className="text-slate-700 dark:text-slate-300">{t('chat.conversationList.loadFailed')}</p>
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
  if (!data || data.length === 0) {
    return (
      <div className="px-5 py-12 text-center">
        <p className="font-semibold text-slate-900 dark:text-white">{t('chat.conversationList.emptyTitle')}</p>
        <p className="mx-auto mt-2 max-w-sm text-sm text-slate-600 dark:text-slate-400">
          {isProvider ? t('chat.conversationList.emptyProviderText') : t('chat.conversationList.emptyCustomerText')}
        </p>
        <Link
          to={isProvider ? paths.requests : paths.serviceProviders}
          className={buttonClasses('primary', 'md', 'mt-5')}
        >
          {isProvider ? t('chat.emptyState.seeRequests') : t('chat.emptyState.findAProvider')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {data.map((conversation) => (
        <ConversationRow
          key={conversation.messageId}
          conversation={conversation}
          viewerId={viewerId}
          active={conversation.messageId === activeId}
          compact={compact}
          onOpen={onOpen}
          action={!isProvider && conversation.accepted && customerAction ? customerAction(conversation) : undefined}
        />
      ))}
    </ul>
  );
}
