import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { Button } from '../../../components/button';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { SignedOutNotice } from '../../../components/signed-out-notice';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api/api-error';
import { isJob } from '../../../store/auth-user-slice';
import { useAppSelector } from '../../../store/hooks';
import { useUpdateAccountMutation } from '../api/profile-api';
import { useGoBack } from '../hooks/use-go-back';
import { preferencesSchema, type PreferencesForm } from '../lib/profile-schemas';
import { TileButton, Tiles } from './profile-tiles';
import { LanguageSelect } from '../../../components/language-select';
import { t } from '../../../lib/i18n';

interface PreferencesPageProps {
  /** Ends every session of the account, on every device. */
  onLogOutEverywhere: () => void;
  loggingOutEverywhere: boolean;
}

/**
 * /your-profile/preferences, for customers and providers: the account's e-mail, a new password,
 * and logging out on every device (the menus' Log out ends this device's session only).
 */
export function PreferencesPage({ onLogOutEverywhere, loggingOutEverywhere }: PreferencesPageProps) {
  const { uuid, metadata, userDetails } = useAppSelector((state) => state.authUser);
  const kind = isJob(metadata) ? 'provider' : 'customer';
  const profilePath = kind === 'provider' ? paths.spProfile : paths.yourProfile;
  const goBack = useGoBack(profilePath);
  const [updateAccount, saving] = useUpdateAccountMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [passwordsShown, setPasswordsShown] = useState(false);
  const currentEmail = userDetails?.email ?? '';
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PreferencesForm>({
    resolver: yupResolver(preferencesSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: currentEmail, password: '', confirmPassword: '' },
  });

  if (!uuid) return <SignedOutNotice message={t('profile.preferencesPage.signInToChangeYour')} />;

  const save = async ({ email, password }: PreferencesForm) => {
    setFailure(null);
    try {
      const result = await updateAccount({ uuid, kind, email, password, currentEmail }).unwrap();
      reset({ email: result.emailChangePending ? currentEmail : email, password: '', confirmPassword: '' });
      toast.success(t('profile.preferencesPage.accountPreferencesSaved'), { position: 'top-center', autoClose: 800 });
      if (result.emailChangePending) {
        toast.info(t('profile.preferencesPage.weSentAConfirmationLink', { email }));
      }
    } catch (error) {
      const message = toApiError(error).message;
      setFailure(message);
      toast.error(message);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <Breadcrumbs
        items={[
          { label: t('common.breadcrumbs.home'), to: paths.home },
          { label: t('common.breadcrumbs.profile'), to: profilePath },
          { label: t('profile.preferencesPage.accountPreferences') },
        ]}
      />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-50">
        {t('profile.preferencesPage.accountPreferences')}
      </h1>
      <form
        noValidate
        aria-label={t('profile.preferencesPage.accountPreferences2')}
        onSubmit={(event) => void handleSubmit(save)(event)}
        className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <TextField
          label={t('profile.preferencesPage.yourEmail')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('profile.preferencesPage.setANewPassword')}
          autoComplete="new-password"
          maxLength={72}
          error={errors.password?.message}
          hint={t('profile.preferencesPage.atLeast8CharactersWith')}
          visible={passwordsShown}
          onVisibleChange={setPasswordsShown}
          {...register('password')}
        />
        <PasswordField
          label={t('profile.preferencesPage.confirmNewPassword')}
          autoComplete="new-password"
          maxLength={72}
          error={errors.confirmPassword?.message}
          visible={passwordsShown}
          onVisibleChange={setPasswordsShown}
          {...register('confirmPassword')}
        />
        {failure && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-300"
          >
            {failure}
          </p>
        )}
        <Button type="submit" size="lg" loading={saving.isLoading} className="sm:self-start">
          {t('profile.preferencesPage.saveProfile')}
        </Button>
      </form>
      <section
        aria-labelledby="language-title"
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex-1">
          <h2 id="language-title" className="text-base font-semibold text-slate-900 dark:text-slate-100">
            {t('common.language.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('common.language.hint')}</p>
        </div>
        <LanguageSelect />
      </section>
      <section
        aria-labelledby="sessions-title"
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex-1">
          <h2 id="sessions-title" className="text-base font-semibold text-slate-900 dark:text-slate-100">
            {t('profile.preferencesPage.yourDevices')}
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t('profile.preferencesPage.logOutOnlySignsYou')}
          </p>
        </div>
        <Button variant="secondary" loading={loggingOutEverywhere} onClick={onLogOutEverywhere}>
          {t('profile.preferencesPage.logOutEverywhere')}
        </Button>
      </section>
      <Tiles label={t('profile.preferencesPage.profileActions')}>
        <li>
          <TileButton icon="back" label={t('profile.preferencesPage.goToBack')} onClick={goBack} />
        </li>
      </Tiles>
    </div>
  );
}
