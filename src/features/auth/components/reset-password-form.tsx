import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/form/password-field';
import { paths } from '../../../config/paths';
import { useAppSelector } from '../../../store/hooks';
import { useUpdatePasswordMutation } from '../api/auth-api';
import { PASSWORD_MAX, resetPasswordSchema, type ResetPasswordForm as ResetValues } from '../lib/auth-schemas';
import { FormAlert } from './form-alert';
import { TextLink } from './text-link';
import { t } from '../../../lib/i18n';

/** The new password, saved for the person the reset link signed in. */
export function ResetPasswordForm() {
  const signedIn = useAppSelector((state) => state.authUser.uuid !== null);
  const [updatePassword, { isLoading, isSuccess, error }] = useUpdatePasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetValues>({
    resolver: yupResolver(resetPasswordSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { Password: '' },
  });

  if (isSuccess) {
    return (
      <div className="space-y-5">
        <FormAlert tone="success">{t('auth.resetPasswordForm.changed')}</FormAlert>
        <TextLink to={paths.home}>{t('auth.resetPasswordForm.continueToMistri')}</TextLink>
      </div>
    );
  }

  if (!signedIn) {
    return (
      <div className="space-y-4">
        <FormAlert tone="error">{t('auth.resetPasswordForm.linkInvalid')}</FormAlert>
        <TextLink to={`${paths.signIn}?forgot=1`}>{t('auth.resetPasswordForm.requestNewLink')}</TextLink>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(async ({ Password }) => updatePassword({ password: Password }))(event)}
      className="space-y-5"
    >
      {error && (
        <FormAlert tone="error" occurrence={error}>
          {error.message}
        </FormAlert>
      )}
      <PasswordField
        label={t('auth.resetPasswordForm.newPassword')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        hint={t('auth.accountFields.passwordHint')}
        error={errors.Password?.message}
        {...register('Password')}
      />
      <Button type="submit" size="lg" className="w-full" loading={isLoading}>
        {t('auth.resetPasswordForm.submit')}
      </Button>
    </form>
  );
}
