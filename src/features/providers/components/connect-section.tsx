import { skipToken } from '@reduxjs/toolkit/query';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { buttonClasses } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { chatPath, paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api/api-error';
import { isJob } from '../../../lib/domain/job';
import { chatOpened } from '../../../store/chat-users-slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import {
  useCancelConnectionRequestMutation,
  useGetConnectionQuery,
  useSendConnectionRequestMutation,
} from '../api/providers-api';
import type { Provider } from '../lib/provider';
import type { RequestDetails } from '../lib/request-form';
import { RequestForm } from './request-form';
import { RequestState } from './request-state';
import { TryTheseInstead } from './try-these-instead';
import { t } from '../../../lib/i18n';

/** SQLSTATE of an exception a database rule raises with a message meant for people. */
const DATABASE_RULE = 'P0001';

interface ConnectSectionProps {
  provider: Provider;
}

/** "Chat.." once the provider accepted the request, "Request sent" (disabled) while it waits, otherwise "Get Connect". */
export function ConnectSection({ provider }: ConnectSectionProps) {
  const dispatch = useAppDispatch();
  const { uuid, metadata } = useAppSelector((state) => state.authUser);
  const key = uuid ? { customerId: uuid, providerId: provider.uuid } : skipToken;
  const connection = useGetConnectionQuery(key, { refetchOnMountOrArgChange: true });
  const [sendRequest, sending] = useSendConnectionRequestMutation();
  const [cancelRequest, cancelling] = useCancelConnectionRequestMutation();
  const [signInNeeded, setSignInNeeded] = useState(false);
  const [composing, setComposing] = useState(false);
  const busy = useRef(false);

  if (isJob(metadata)) {
    return (
      <p className="rounded-xl bg-slate-100 p-4 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        {t('providers.connectSection.providerCannotConnect')}
      </p>
    );
  }

  const connect = async (details?: RequestDetails) => {
    if (busy.current) return;
    if (!uuid) {
      setSignInNeeded(true);
      toast.error(t('providers.connect.notSignedIn'));
      return;
    }
    busy.current = true;
    try {
      const outcome = await sendRequest({ customerId: uuid, providerId: provider.uuid, provider, details }).unwrap();
      setComposing(false);
      if (outcome === 'sent') {
        toast.success(t('providers.connectSection.sent'), { position: 'top-center', autoClose: 1000 });
      } else {
        toast.info(t('providers.connect.alreadySent'));
      }
    } catch (error) {
      const failure = toApiError(error);
      // A rule of the database (e.g. at most 10 pending requests) explains itself.
      toast.error(
        failure.code === DATABASE_RULE ? failure.message : t('providers.connect.notSent', { message: failure.message }),
      );
    } finally {
      busy.current = false;
    }
  };

  const cancel = async (messageId: number) => {
    if (!uuid) return;
    try {
      await cancelRequest({ customerId: uuid, providerId: provider.uuid, messageId }).unwrap();
      toast.info(t('providers.requestCancel.done'));
    } catch (error) {
      toast.error(t('providers.requestCancel.failed', { message: toApiError(error).message }));
    }
  };

  const current = connection.data ?? null;
  const accepted = current?.isChat === true;
  const pending = current?.status === 'pending';
  const name = provider.firstName || provider.fullName;

  return (
    <section aria-labelledby="connect-title" className="flex flex-col gap-3">
      <h3 id="connect-title" className="sr-only">
        {t('providers.connectSection.connect')}
      </h3>
      {accepted ? (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('providers.connectSection.accepted', { name: provider.firstName || provider.fullName })}
          </p>
          <Link
            to={chatPath(current.messageId)}
            onClick={() => {
              if (!uuid || !connection.data) return;
              dispatch(chatOpened({ fromId: uuid, toId: provider.uuid, messageId: connection.data.messageId }));
            }}
            className={buttonClasses('primary', 'lg', 'w-full')}
          >
            {t('providers.connectSection.chat')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('providers.connect.hint')}</p>
          {composing && uuid ? (
            <RequestForm
              askWhen
              submitLabel={t('providers.requestForm.send')}
              busy={sending.isLoading}
              onSubmit={(details) => connect(details)}
              onCancel={() => {
                setComposing(false);
              }}
            />
          ) : (
            <Button
              size="lg"
              className="w-full"
              loading={sending.isLoading}
              disabled={sending.isLoading || connection.isLoading || pending}
              onClick={() => {
                // Asking again sends the same request; a new one first says what is wrong.
                if (current?.canAskAgain || !uuid) void connect();
                else setComposing(true);
              }}
            >
              {pending
                ? t('providers.connectSection.requestSent')
                : current?.canAskAgain
                  ? t('providers.connectSection.askAgain')
                  : t('providers.connectSection.sendRequest')}
            </Button>
          )}
          {connection.isLoading && <Spinner size="sm" label={t('providers.connectSection.checking')} />}
          {current && (
            <RequestState
              connection={current}
              name={name}
              cancelling={cancelling.isLoading}
              onCancel={() => void cancel(current.messageId)}
            />
          )}
          {current?.needsAlternatives && uuid && <TryTheseInstead customerId={uuid} messageId={current.messageId} />}
        </>
      )}
      {connection.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('providers.connectSection.checkFailed')} {toApiError(connection.error).message}
        </p>
      )}
      {signInNeeded && !uuid && (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-300">
          {t('providers.connect.notSignedIn')}{' '}
          <Link to={paths.signIn} className="font-semibold underline underline-offset-2">
            {t('common.actions.signIn')}
          </Link>
        </p>
      )}
    </section>
  );
}
