import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { Button } from '../../../components/button';
import { SignedOutNotice } from '../../../components/signed-out-notice';
import { paths } from '../../../config/paths';
import { isJob } from '../../../lib/domain/job';
import { useAppSelector } from '../../../store/hooks';
import { useGoBack } from '../hooks/use-go-back';
import { EmailChangeForm } from './email-change-form';
import { PasswordChangeForm } from './password-change-form';
import { TileButton, Tiles } from './profile-tiles';
import { YourDataSection } from './your-data-section';
import { LanguageSelect } from '../../../components/language-select';
import { t } from '../../../lib/i18n';

interface PreferencesPageProps {
  /** The notification settings (the notifications feature's), given the signed-in person's uuid. */
  notifications: (uuid: string) => ReactNode;
  /** Two-step sign-in (the auth feature's). */
  twoStep: ReactNode;
  /** Ends every session of the account, on every device. */
  onLogOutEverywhere: () => void;
  loggingOutEverywhere: boolean;
  /** After the account is deleted: forget this device's session and leave. */
  onAccountDeleted: () => void;
}

/**
 * /your-profile/preferences, for customers and providers: the account's e-mail (confirmed by both
 * addresses), a new password (with a code sent by e-mail), two-step sign-in, the language, the notifications, and
 * logging out on every device (the menus' Log out ends this device's session only), and "Your data"
 * (download it, delete the account).
 */
export function PreferencesPage({
  notifications,
  twoStep,
  onLogOutEverywhere,
  loggingOutEverywhere,
  onAccountDeleted,
}: PreferencesPageProps) {
  const { uuid, metadata, userDetails } = useAppSelector((state) => state.authUser);
  const kind = isJob(metadata) ? 'provider' : 'customer';
  const profilePath = kind === 'provider' ? paths.spProfile : paths.yourProfile;
  const goBack = useGoBack(profilePath);
  const currentEmail = userDetails?.email ?? '';

  if (!uuid) return <SignedOutNotice message={t('profile.preferencesPage.signInPrompt')} />;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <Breadcrumbs
        items={[
          { label: t('common.breadcrumbs.home'), to: paths.home },
          { label: t('common.breadcrumbs.profile'), to: profilePath },
          { label: t('profile.preferencesPage.title') },
        ]}
      />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-50">
        {t('profile.preferencesPage.title')}
      </h1>
      <EmailChangeForm key={currentEmail} uuid={uuid} kind={kind} currentEmail={currentEmail} />
      <PasswordChangeForm email={currentEmail} />
      {twoStep}
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
      {notifications(uuid)}
      <section
        aria-labelledby="sessions-title"
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex-1">
          <h2 id="sessions-title" className="text-base font-semibold text-slate-900 dark:text-slate-100">
            {t('profile.preferencesPage.yourDevices')}
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('profile.preferencesPage.devicesHint')}</p>
        </div>
        <Button variant="secondary" loading={loggingOutEverywhere} onClick={onLogOutEverywhere}>
          {t('profile.preferencesPage.logOutEverywhere')}
        </Button>
      </section>
      <YourDataSection email={currentEmail} onDeleted={onAccountDeleted} />
      <Tiles label={t('profile.actionsLabel')}>
        <li>
          <TileButton icon="back" label={t('profile.preferencesPage.goBack')} onClick={goBack} />
        </li>
      </Tiles>
    </div>
  );
}
