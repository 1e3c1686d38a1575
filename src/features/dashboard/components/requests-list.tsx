import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { PageLoader } from '../../../components/spinner';
import { chatPath } from '../../../config/paths';
import { chatOpened } from '../../../store/chat-users-slice';
import { useAppDispatch } from '../../../store/hooks';
import { useAcceptRequestMutation, useDeclineRequestMutation, useGetRequestsQuery } from '../api/dashboard-api';
import type { ConnectionRequest, DeclineReason } from '../lib/connection-request';
import { formatSentAt } from '../lib/sent-at';
import { RequestRow } from './request-row';
import { formatNumber, t } from '../../../lib/i18n';

interface RequestsListProps {
  providerId: string;
  headingLevel?: 1 | 2;
  /** The request a notification pointed at (/requests?request=12): marked and scrolled to. */
  focusId?: number | null;
  /** Shown in an accepted request's row (another feature's, placed by the route): its visit time. */
  acceptedExtra?: ((request: ConnectionRequest) => ReactNode) | undefined;
}

/** The provider's connection requests, newest first; new ones appear live. */
export function RequestsList({ providerId, headingLevel = 2, focusId = null, acceptedExtra }: RequestsListProps) {
  const { data: requests, isLoading, isError, refetch } = useGetRequestsQuery(providerId);
  const [acceptRequest, { isLoading: accepting, originalArgs }] = useAcceptRequestMutation();
  const [declineRequest, declining] = useDeclineRequestMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const pending = requests?.filter((request) => request.status === 'pending').length ?? 0;
  const focusShown = requests?.some((request) => request.messageId === focusId) === true;

  useEffect(() => {
    if (focusShown && focusId !== null)
      document.getElementById(requestRowId(focusId))?.scrollIntoView({ block: 'center' });
  }, [focusShown, focusId]);

  const openChat = (request: ConnectionRequest) => {
    dispatch(chatOpened({ fromId: request.fromId, toId: request.toId, messageId: request.messageId }));
    void navigate(chatPath(request.messageId));
  };

  const accept = async (request: ConnectionRequest) => {
    try {
      const outcome = await acceptRequest({ fromId: request.fromId, providerId }).unwrap();
      if (outcome.taken) {
        toast.info(t('dashboard.status.taken'), { toastId: `taken-${String(request.messageId)}` });
        return;
      }
      toast.success(t('dashboard.requestsList.accepted', { senderName: request.senderName }), {
        toastId: `accepted-${String(request.messageId)}`,
      });
    } catch {
      toast.error(t('dashboard.requestsList.acceptFailed', { senderName: request.senderName }), {
        toastId: 'accept-request-failed',
      });
    }
  };

  const decline = async (request: ConnectionRequest, reason: DeclineReason | null) => {
    try {
      await declineRequest({ messageId: request.messageId, providerId, reason }).unwrap();
      toast.info(t('dashboard.requestsList.declined', { senderName: request.senderName }), {
        toastId: 'request-declined',
      });
    } catch {
      toast.error(t('dashboard.requestsList.declineFailed', { senderName: request.senderName }), {
        toastId: 'decline-request-failed',
      });
    }
  };

  return (
    <section
      aria-labelledby="requests-title"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-4 sm:px-5 dark:border-slate-800">
        <Heading id="requests-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('dashboard.requestsList.title')}
        </Heading>
        {pending > 0 && (
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-500/15 dark:text-brand-300">
            {t('dashboard.requestsList.newCount', { count: formatNumber(pending) })}
          </span>
        )}
      </div>
      <div aria-live="polite" aria-busy={isLoading}>
        {isLoading ? (
          <PageLoader label={t('dashboard.requestsList.loading')} />
        ) : isError ? (
          <div role="alert" className="px-5 py-10 text-center">
            <p className="text-slate-700 dark:text-slate-300">{t('dashboard.requestsList.loadFailed')}</p>
            <button
              type="button"
              onClick={() => void refetch()}
              className="mt-3 text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-400"
            >
              {t('common.actions.tryAgain')}
            </button>
          </div>
        ) : !requests || requests.length === 0 ? (
          <p className="px-5 py-12 text-center text-lg font-semibold text-slate-600 dark:text-slate-400">
            {t('dashboard.requestsList.empty')}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {requests.map((request) => (
              <RequestRow
                key={request.messageId}
                id={requestRowId(request.messageId)}
                focused={request.messageId === focusId}
                request={request}
                time={formatSentAt(request.createdAt)}
                busy={
                  (accepting && originalArgs?.fromId === request.fromId) ||
                  (declining.isLoading && declining.originalArgs?.messageId === request.messageId)
                }
                onAccept={(chosen) => void accept(chosen)}
                onDecline={(chosen, reason) => void decline(chosen, reason)}
                onOpenChat={openChat}
                extra={request.accepted ? acceptedExtra?.(request) : undefined}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function requestRowId(messageId: number): string {
  return `request-${String(messageId)}`;
}
