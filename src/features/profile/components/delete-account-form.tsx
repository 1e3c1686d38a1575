import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { t } from '../../../lib/i18n';
import { useDeleteAccountMutation, useSendDeletionCodeMutation } from '../api/your-data-api';
import { SectionAlert } from './section-alert';

interface DeleteAccountFormProps {
  email: string;
  onCancel: () => void;
  onDeleted: () => void;
}

/**
 * Deleting the account for good: the person proves it is theirs again with the password, or (an
 * account without one) with a code e-mailed to its address.
 */
export function DeleteAccountForm({ email, onCancel, onDeleted }: DeleteAccountFormProps) {
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [deleteAccount, deletion] = useDeleteAccountMutation();
  const [sendCode, sending] = useSendDeletionCodeMutation();

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const proof = mode === 'password' ? { password } : { code: code.replace(/\D/g, '') };
    if ('password' in proof ? proof.password === '' : proof.code.length !== 6) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const result = await deleteAccount(proof);
    if ('data' in result) onDeleted();
  };

  const askForCode = async () => {
    const result = await sendCode({ email });
    if ('data' in result) {
      setMode('code');
      setMissing(false);
    }
  };

  const error = deletion.error ?? sending.error;
  return (
    <form
      noValidate
      aria-label={t('profile.yourData.deleteTitle')}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-xl border border-red-200 bg-red-50/60 p-4 dark:border-red-500/30 dark:bg-red-500/5"
    >
      <p className="text-sm text-slate-800 dark:text-slate-200">{t('profile.yourData.deleteWarning')}</p>
      {mode === 'password' ? (
        <PasswordField
          label={t('profile.yourData.password')}
          autoComplete="current-password"
          maxLength={200}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
          error={missing ? t('profile.yourData.errors.passwordMissing') : undefined}
        />
      ) : (
        <TextField
          label={t('profile.yourData.code')}
          hint={t('profile.yourData.codeSent', { email })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
          }}
          error={missing ? t('profile.yourData.errors.codeMissing') : undefined}
        />
      )}
      {error && 'message' in error && error.message && (
        <SectionAlert tone="error" occurrence={error}>
          {error.message}
        </SectionAlert>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="submit" variant="danger" loading={deletion.isLoading}>
          {t('profile.yourData.deleteForGood')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('profile.yourData.cancel')}
        </Button>
        {mode === 'password' && (
          <Button type="button" variant="ghost" loading={sending.isLoading} onClick={() => void askForCode()}>
            {t('profile.yourData.useCode')}
          </Button>
        )}
      </div>
    </form>
  );
}
