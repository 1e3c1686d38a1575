import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../../components/page-title';
import { SignedOutNotice } from '../../../components/signed-out-notice';
import { chatPath } from '../../../config/paths';
import { isJob } from '../../../lib/domain/job';
import { chatOpened } from '../../../store/chat-users-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useGetConversationsQuery } from '../api/chat-api';
import type { Conversation } from '../lib/conversation';
import type { ConversationSlot } from './chat-conversation';
import { ConversationList } from './conversation-list';
import { t } from '../../../lib/i18n';

interface InboxPageProps {
  customerAction?: ConversationSlot;
  /**
   * Below the conversations (the route's other lists): loads alongside them but shows only once
   * they are in, so it never appears first and then gets pushed down.
   */
  after?: ReactNode;
}

/** /messages: every accepted conversation of the signed-in customer or provider. */
export function InboxPage({ customerAction, after }: InboxPageProps) {
  const { uuid, metadata } = useAppSelector((state) => state.authUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { isLoading } = useGetConversationsQuery(uuid ?? '', { skip: !uuid });

  if (!uuid) return <SignedOutNotice message={t('chat.inboxPage.signInPrompt')} />;

  const open = (conversation: Conversation) => {
    dispatch(
      chatOpened({ fromId: conversation.customerId, toId: conversation.providerId, messageId: conversation.messageId }),
    );
    void navigate(chatPath(conversation.messageId));
  };

  return (
    <>
      <div className="mx-auto w-full max-w-4xl sm:px-6 sm:py-8">
        <PageTitle title={t('chat.inboxPage.title')} />
        <section
          aria-labelledby="messages-title"
          className="overflow-hidden border-slate-200 bg-white sm:rounded-2xl sm:border sm:shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="border-b border-slate-200 px-4 py-4 sm:px-5 dark:border-slate-800">
            <h1 id="messages-title" className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white">
              {t('chat.inboxPage.title')}
            </h1>
          </div>
          <ConversationList
            viewerId={uuid}
            isProvider={isJob(metadata)}
            onOpen={open}
            customerAction={customerAction}
          />
        </section>
      </div>
      {after !== undefined && <div hidden={isLoading}>{after}</div>}
    </>
  );
}
