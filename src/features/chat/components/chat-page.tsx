import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { chatPath } from '../../../config/paths';
import { SignedOutNotice } from '../../../components/signed-out-notice';
import { isJob } from '../../../lib/domain/job';
import { chatOpened } from '../../../store/chat-users-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { ConversationKey } from '../api/chat-api';
import type { Conversation } from '../lib/conversation';
import { ChatConversation, type ChatReportSlots, type ConversationSlot } from './chat-conversation';
import { ChatEmptyState } from './chat-empty-state';
import { ConversationList } from './conversation-list';
import { t } from '../../../lib/i18n';

/** The conversation id of a `/chat/<id>` address, or null. */
function parseConversationId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/**
 * /chat/<id>: the conversation the address names, so a reload keeps it and two tabs never cross.
 * Bare /chat opens the one last opened on this device and puts it into the address. On wide
 * screens the conversations are listed beside it.
 */
interface ChatPageProps {
  customerAction?: ConversationSlot;
  /** Shown to both parties under the header of an accepted conversation. */
  headerAction?: ConversationSlot;
  reports?: ChatReportSlots;
  /** Shown to both parties under the header of an accepted conversation (where the job stands). */
  jobBar?: ConversationSlot;
}

export function ChatPage({ customerAction, headerAction, reports, jobBar }: ChatPageProps) {
  const { uuid, metadata } = useAppSelector((state) => state.authUser);
  const remembered = useAppSelector((state) => state.chatUsers);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const params = useParams();
  const addressed = parseConversationId(params.conversationId);
  const bare = params.conversationId === undefined;

  useEffect(() => {
    if (bare && remembered.messageId !== null) void navigate(chatPath(remembered.messageId), { replace: true });
  }, [bare, remembered.messageId, navigate]);

  if (!uuid) return <SignedOutNotice message={t('chat.page.signInPrompt')} />;
  const isProvider = isJob(metadata);
  let selection: ConversationKey | null = null;
  if (addressed !== null) selection = { messageId: addressed };
  else if (bare && remembered.fromId && remembered.toId)
    selection = { messageId: null, fromId: remembered.fromId, toId: remembered.toId };
  const messageId = selection?.messageId ?? null;

  const open = (conversation: Conversation) => {
    dispatch(
      chatOpened({ fromId: conversation.customerId, toId: conversation.providerId, messageId: conversation.messageId }),
    );
    void navigate(chatPath(conversation.messageId));
  };

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] w-full max-w-6xl lg:gap-6 lg:p-6">
      <PageTitle title={t('chat.page.title')} />
      <aside
        aria-labelledby="chat-conversations-title"
        className="hidden w-80 shrink-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:flex dark:border-slate-800 dark:bg-slate-900"
      >
        <h2
          id="chat-conversations-title"
          className="border-b border-slate-200 px-4 py-4 text-base font-semibold text-slate-900 dark:border-slate-800 dark:text-white"
        >
          {t('chat.page.conversations')}
        </h2>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <ConversationList viewerId={uuid} isProvider={isProvider} activeId={messageId} compact onOpen={open} />
        </div>
      </aside>
      <section
        aria-label={t('chat.page.conversation')}
        className="flex min-w-0 flex-1 flex-col overflow-hidden bg-white lg:rounded-2xl lg:border lg:border-slate-200 lg:shadow-sm dark:bg-slate-900 lg:dark:border-slate-800"
      >
        {selection ? (
          <ChatConversation
            key={selection.messageId ?? `${selection.fromId}:${selection.toId}`}
            selection={selection}
            viewerId={uuid}
            isProvider={isProvider}
            customerAction={customerAction}
            reports={reports}
            headerAction={headerAction}
            jobBar={jobBar}
          />
        ) : (
          <ChatEmptyState
            title={t('chat.page.noChatSelected')}
            message={isProvider ? t('chat.page.noneSelectedProvider') : t('chat.page.noneSelectedCustomer')}
            isProvider={isProvider}
          />
        )}
      </section>
    </div>
  );
}
