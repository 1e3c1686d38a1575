import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Spinner } from '../../../components/spinner';
import { formatDate, t } from '../../../lib/i18n';
import {
  type TotpEnrollment,
  useEnrollTotpMutation,
  useGetAssuranceQuery,
  useGetSecondFactorsQuery,
  useRegisterPasskeyMutation,
  useRemoveSecondFactorMutation,
  useVerifyPasskeyMutation,
} from '../api/mfa-api';
import { type FactorKind, nextAppName, nextPasskeyName, type SecondFactor } from '../lib/second-factor';
import { AuthenticatorEnrollment } from './authenticator-enrollment';
import { FormAlert } from './form-alert';
import { TotpCodeForm } from './totp-code-form';

const KIND_LABELS = {
  totp: 'auth.mfa.kindTotp',
  webauthn: 'auth.mfa.kindWebauthn',
  phone: 'auth.mfa.kindPhone',
} as const satisfies Record<FactorKind, string>;

type Outcome = { tone: 'success'; message: string } | null;

/**
 * Preferences' "Two-step sign-in": the account's verified second steps, adding an authenticator
 * app or a passkey, and removing one. A session signed in with one step (aal1) gives a code (or,
 * without an app, its passkey) before a removal, since the backend removes a verified step only
 * for an aal2 session.
 */
export function TwoStepSettings() {
  const factors = useGetSecondFactorsQuery();
  const assurance = useGetAssuranceQuery();
  const [enroll, enrolling] = useEnrollTotpMutation();
  const [remove, removing] = useRemoveSecondFactorMutation();
  const [registerPasskey, registering] = useRegisterPasskeyMutation();
  const [verifyPasskey, verifyingPasskey] = useVerifyPasskeyMutation();
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
  const [toRemove, setToRemove] = useState<SecondFactor | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const verified = factors.data?.filter((factor) => factor.verified) ?? [];
  const codeFactor = verified.find((factor) => factor.kind === 'totp');
  const passkey = verified.find((factor) => factor.kind === 'webauthn');
  const needsCodeToRemove = assurance.data?.current !== 'aal2';

  const start = async () => {
    setOutcome(null);
    const result = await enroll({ name: nextAppName(verified) });
    if (result.data) setEnrollment(result.data);
  };

  const cancelEnrollment = async () => {
    const abandoned = enrollment;
    setEnrollment(null);
    // Left behind if this fails: the next "Add" removes it first.
    if (abandoned) await remove({ factorId: abandoned.factorId });
  };

  const addPasskey = async () => {
    setOutcome(null);
    const result = await registerPasskey({ name: nextPasskeyName(verified) });
    if ('data' in result) setOutcome({ tone: 'success', message: t('auth.mfa.passkeyAdded') });
  };

  const confirmRemoval = async (factor: SecondFactor) => {
    if (needsCodeToRemove && !codeFactor && passkey) {
      const lifted = await verifyPasskey({ factorId: passkey.id });
      if ('error' in lifted) {
        setToRemove(null);
        return;
      }
    }
    const result = await remove({ factorId: factor.id });
    setToRemove(null);
    if ('data' in result) setOutcome({ tone: 'success', message: t('auth.mfa.removed', { name: factor.name }) });
  };

  const error = enrolling.error ?? removing.error ?? factors.error;
  const passkeyError = registering.error ?? verifyingPasskey.error;
  return (
    <section
      aria-labelledby="two-step-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h2 id="two-step-title" className="text-base font-semibold text-slate-900 dark:text-slate-100">
          {t('auth.mfa.sectionTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('auth.mfa.sectionHint')}</p>
      </div>
      {factors.isLoading ? (
        <Spinner size="sm" label={t('auth.mfa.sectionTitle')} />
      ) : verified.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('auth.mfa.none')}</p>
      ) : (
        <ul aria-label={t('auth.mfa.listLabel')} className="divide-y divide-slate-200 dark:divide-slate-800">
          {verified.map((factor) => (
            <li key={factor.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900 dark:text-slate-100">{factor.name}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {t(KIND_LABELS[factor.kind])} · {t('auth.mfa.added', { date: formatDate(factor.createdAt) })}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('auth.mfa.remove', { name: factor.name })}
                onClick={() => {
                  setOutcome(null);
                  setToRemove(factor);
                }}
              >
                {t('auth.mfa.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {toRemove && needsCodeToRemove && codeFactor && (
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('auth.mfa.codeToRemove', { name: toRemove.name })}
          </p>
          <TotpCodeForm
            factorId={codeFactor.id}
            submitLabel={t('auth.mfa.removeShort')}
            focusOnShow
            onVerified={() => confirmRemoval(toRemove)}
            actions={
              <Button
                variant="ghost"
                onClick={() => {
                  setToRemove(null);
                }}
              >
                {t('common.actions.cancel')}
              </Button>
            }
          />
        </div>
      )}
      <ConfirmDialog
        open={toRemove !== null && (!needsCodeToRemove || !codeFactor)}
        title={t('auth.mfa.removeTitle')}
        message={toRemove ? t('auth.mfa.removeQuestion', { name: toRemove.name }) : ''}
        confirmLabel={t('auth.mfa.removeShort')}
        cancelLabel={t('common.actions.cancel')}
        busy={removing.isLoading || verifyingPasskey.isLoading}
        onConfirm={() => {
          if (toRemove) void confirmRemoval(toRemove);
        }}
        onCancel={() => {
          setToRemove(null);
        }}
      />
      {error && 'message' in error && error.message && (
        <FormAlert tone="error" occurrence={error}>
          {error.message}
        </FormAlert>
      )}
      {passkeyError && (
        <FormAlert tone="error" occurrence={passkeyError}>
          {t('auth.mfa.passkeyFailed')}
        </FormAlert>
      )}
      {outcome && <FormAlert tone={outcome.tone}>{outcome.message}</FormAlert>}
      {enrollment ? (
        <AuthenticatorEnrollment
          enrollment={enrollment}
          onVerified={() => {
            setEnrollment(null);
            setOutcome({ tone: 'success', message: t('auth.mfa.appAdded') });
          }}
          onCancel={() => void cancelEnrollment()}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" loading={enrolling.isLoading} onClick={() => void start()}>
            {t('auth.mfa.addApp')}
          </Button>
          <Button variant="secondary" loading={registering.isLoading} onClick={() => void addPasskey()}>
            {t('auth.mfa.addPasskey')}
          </Button>
        </div>
      )}
    </section>
  );
}
