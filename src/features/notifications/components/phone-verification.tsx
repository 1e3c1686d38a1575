import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { toApiError } from '../../../lib/api/api-error';
import { formatNumber, t } from '../../../lib/i18n';
import { useCooldown } from '../../../lib/use-cooldown';
import { formatIndianPhone, normalizeIndianPhone } from '../../../lib/validation/field-rules';
import {
  useGetContactPhoneQuery,
  useRemoveContactPhoneMutation,
  useSendPhoneCodeMutation,
  useVerifyPhoneCodeMutation,
} from '../api/notification-settings-api';
import { CODE_LENGTH, codeDigits, RESEND_SECONDS, RESEND_TOO_SOON } from '../lib/phone-code';
import { SettingsCard } from './settings-card';

/** Indian mobile numbers (what SMS and WhatsApp reach): +91 and ten digits starting 6 to 9. */
const MOBILE = /^\+91[6-9]\d{9}$/;

function Alert({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-300">
      {message}
    </p>
  );
}

/**
 * The phone SMS and WhatsApp messages go to, proven with a six-digit code sent by SMS (the
 * phone-code function): type the number, send the code, type it. One code a minute.
 */
export function PhoneVerification({ uuid }: { uuid: string }) {
  const stored = useGetContactPhoneQuery(uuid);
  const [remove, removing] = useRemoveContactPhoneMutation();
  const [editing, setEditing] = useState(false);
  const verified = stored.data?.verified === true && !editing;

  return (
    <SettingsCard
      id="contact-phone-title"
      title={t('notifications.settings.phone.title')}
      hint={t('notifications.settings.phone.hint')}
    >
      {stored.isError && <Alert message={t('notifications.settings.loadFailed')} />}
      {verified && stored.data ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <p className="min-w-0 flex-1 text-sm text-slate-800 dark:text-slate-200">
            {t('notifications.settings.phone.verified', { phone: formatIndianPhone(stored.data.phone) })}
          </p>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                setEditing(true);
              }}
            >
              {t('notifications.settings.phone.change')}
            </Button>
            <Button variant="secondary" loading={removing.isLoading} onClick={() => void remove(uuid)}>
              {t('notifications.settings.phone.remove')}
            </Button>
          </div>
        </div>
      ) : (
        !stored.isLoading && (
          <PhoneCodeSteps
            initialPhone={stored.data?.phone ?? ''}
            onVerified={() => {
              setEditing(false);
            }}
          />
        )
      )}
      {removing.isError && <Alert message={toApiError(removing.error).message} />}
    </SettingsCard>
  );
}

function PhoneCodeSteps({ initialPhone, onVerified }: { initialPhone: string; onVerified: () => void }) {
  const [typed, setTyped] = useState(formatIndianPhone(initialPhone));
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const { secondsLeft, restart } = useCooldown(0);
  const [send, sending] = useSendPhoneCodeMutation();
  const [verify, verifying] = useVerifyPhoneCodeMutation();

  const sendCode = async (phone: string) => {
    const result = await send({ phone });
    if ('data' in result) {
      setSentTo(phone);
      setCode('');
      setCodeError(undefined);
      restart(RESEND_SECONDS);
    } else if (toApiError(result.error).code === RESEND_TOO_SOON) {
      setSentTo(phone);
      restart(RESEND_SECONDS);
    }
  };

  const submitPhone = (event: SyntheticEvent) => {
    event.preventDefault();
    const phone = normalizeIndianPhone(typed);
    if (!phone || !MOBILE.test(phone)) {
      setPhoneError(t('notifications.settings.phone.errors.invalidPhone'));
      return;
    }
    setPhoneError(undefined);
    void sendCode(phone);
  };

  const submitCode = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    if (code.length !== CODE_LENGTH) {
      setCodeError(t('notifications.settings.phone.errors.codeFormat'));
      return;
    }
    setCodeError(undefined);
    const result = await verify({ phone: sentTo, code });
    if ('data' in result) {
      onVerified();
      return;
    }
    setCodeError(toApiError(result.error).message);
  };

  const sendError = sending.isError ? toApiError(sending.error) : null;

  if (sentTo === null)
    return (
      <form noValidate onSubmit={submitPhone} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={t('notifications.settings.phone.number')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
          error={phoneError ?? sendError?.message}
          className="min-w-0 flex-1"
        />
        <Button type="submit" loading={sending.isLoading} className="sm:mb-px">
          {t('notifications.settings.phone.sendCode')}
        </Button>
      </form>
    );

  return (
    <form noValidate onSubmit={(event) => void submitCode(event)} className="flex flex-col gap-3">
      <p className="text-sm text-slate-800 dark:text-slate-200">
        {t('notifications.settings.phone.codeSent', { phone: formatIndianPhone(sentTo) })}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={t('notifications.settings.phone.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH + 2}
          value={code}
          onChange={(event) => {
            setCode(codeDigits(event.target.value));
          }}
          error={codeError}
          className="min-w-0 flex-1 sm:max-w-48"
        />
        <Button type="submit" loading={verifying.isLoading} className="sm:mb-px">
          {t('notifications.settings.phone.verify')}
        </Button>
      </div>
      {sendError && <Alert message={sendError.message} />}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={secondsLeft > 0 || sending.isLoading}
          onClick={() => void sendCode(sentTo)}
        >
          {secondsLeft > 0
            ? t('notifications.settings.phone.resendIn', { seconds: formatNumber(secondsLeft) })
            : t('notifications.settings.phone.resend')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setSentTo(null);
            setCode('');
            setCodeError(undefined);
          }}
        >
          {t('notifications.settings.phone.otherNumber')}
        </Button>
      </div>
    </form>
  );
}
