import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { t } from '../../../lib/i18n';
import { useVerifyTotpMutation } from '../api/mfa-api';
import { CODE_LENGTH, codeErrorMessage, totpCodeSchema, type TotpCodeForm as CodeValues } from '../lib/second-factor';
import { FormAlert } from './form-alert';

interface TotpCodeFormProps {
  factorId: string;
  submitLabel: string;
  /** Runs once the backend has accepted the code (the session is aal2 from then on). */
  onVerified: () => void | Promise<void>;
  /** Buttons after the submit button (Cancel). */
  actions?: ReactNode;
  /** Puts the cursor in the field at once: the step the person just asked for. */
  focusOnShow?: boolean;
}

/** A 6-digit code from the authenticator app; a wrong or expired code is said under the field. */
export function TotpCodeForm({ factorId, submitLabel, onVerified, actions, focusOnShow = false }: TotpCodeFormProps) {
  const [verify, { isLoading }] = useVerifyTotpMutation();
  /** A refusal that is not about the code (the network, a rate limit). */
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({
    resolver: yupResolver(totpCodeSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { code: '' },
  });

  useEffect(() => {
    if (focusOnShow) setFocus('code');
  }, [focusOnShow, setFocus]);

  const submit = async ({ code }: CodeValues) => {
    setFailure(null);
    const result = await verify({ factorId, code });
    if ('error' in result) {
      const message = codeErrorMessage(result.error?.code);
      if (message) setError('code', { message }, { shouldFocus: true });
      else setFailure({ message: result.error?.message ?? t('common.errors.generic') });
      return;
    }
    await onVerified();
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="flex flex-col gap-4">
      {failure && (
        <FormAlert tone="error" occurrence={failure}>
          {failure.message}
        </FormAlert>
      )}
      <TextField
        label={t('auth.mfa.code')}
        hint={t('auth.mfa.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        // Room for a code typed with a space in the middle ("123 456").
        maxLength={CODE_LENGTH + 2}
        error={errors.code?.message}
        className="max-w-xs"
        {...register('code')}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" loading={isLoading || isSubmitting}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}
