import { formatIndianPhone } from '../../../lib/validation/field-rules';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '../../../components/avatar';
import { RateCard } from '../../../components/rate-card';
import { visitingChargeAmount } from '../../../lib/visiting-charge';
import { paths } from '../../../config/paths';
import type { Profile, ProfileKind } from '../lib/profile';
import { TileButton, TileLink, Tiles } from './profile-tiles';
import { t } from '../../../lib/i18n';

export interface LogOutProps {
  onLogOut: () => void;
  loggingOut: boolean;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-6">
      <dt className="w-32 shrink-0 text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

export function BackToHome() {
  return (
    <Link
      to={paths.home}
      className="inline-flex items-center gap-1.5 rounded-lg py-1 pr-2 text-sm font-medium text-slate-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-300 dark:hover:text-brand-400"
    >
      <ArrowLeft className="size-5" />
      {t('profile.profileView.backToHome')}
    </Link>
  );
}

interface ProfileViewProps extends LogOutProps {
  profile: Profile;
  kind: ProfileKind;
  /** A provider's reviews (another feature's section, placed by the route). */
  reviews?: ReactNode;
  /** A provider's phone-visibility setting (another feature's, placed by the route). */
  phoneSetting?: ReactNode;
}

/** The profile page: portrait, name, contact details, a provider's prices and the Preferences / Edit / Log out tiles. */
export function ProfileView({ profile, kind, onLogOut, loggingOut, reviews, phoneSetting }: ProfileViewProps) {
  const notGiven = <span className="text-slate-500 dark:text-slate-400">{t('profile.profileView.notGiven')}</span>;
  const provider = kind === 'provider';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <BackToHome />
      <section className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:flex-row sm:text-left dark:border-slate-800 dark:bg-slate-900">
        <Avatar src={profile.pictureUrl} name={profile.displayName} size="xl" />
        <div className="flex flex-col gap-1 sm:ml-4">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 dark:text-slate-50">
            {profile.displayName || t('profile.profileView.title')}
          </h1>
          {provider && (
            <>
              <p className="text-slate-700 dark:text-slate-300">{profile.job ?? t('profile.profileView.noJob')}</p>
            </>
          )}
        </div>
      </section>
      <section
        aria-labelledby="details-title"
        className="rounded-2xl border border-slate-200 bg-white px-6 py-2 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="details-title" className="sr-only">
          {t('profile.profileView.yourDetails')}
        </h2>
        <dl className="divide-y divide-slate-200 dark:divide-slate-800">
          {provider && <Row label={t('profile.profileView.profession')}>{profile.job ?? notGiven}</Row>}
          <Row label={t('profile.profileView.phone')}>
            {profile.phone ? formatIndianPhone(profile.phone) : notGiven}
          </Row>
          <Row label={t('profile.profileView.email')}>{profile.email || notGiven}</Row>
          <Row label={t('profile.profileView.location')}>{profile.location || notGiven}</Row>
          {provider && (
            <Row label={t('providers.prices.charge')}>
              {profile.visitingCharge === null ? (
                <span className="text-slate-500 dark:text-slate-400">{t('profile.prices.notSet')}</span>
              ) : (
                visitingChargeAmount(profile.visitingCharge)
              )}
            </Row>
          )}
        </dl>
        {provider && phoneSetting}
      </section>
      {provider && profile.rateCard.length > 0 && (
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <RateCard lines={profile.rateCard} headingLevel="h2" />
        </div>
      )}
      {provider && reviews && (
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          {reviews}
        </div>
      )}
      <Tiles label={t('profile.actionsLabel')}>
        <li>
          <TileLink
            to={paths.yourProfilePreferences}
            icon="settings"
            label={t('profile.profileView.accountPreferences')}
            hint={t('profile.profileView.accountPreferencesHint')}
          />
        </li>
        <li>
          <TileLink
            to={provider ? paths.spProfileEdit : paths.yourProfileEdit}
            icon="edit"
            label={t('profile.profileView.editProfile')}
          />
        </li>
        <li>
          <TileButton icon="logout" label={t('common.actions.logOut')} onClick={onLogOut} busy={loggingOut} />
        </li>
      </Tiles>
    </div>
  );
}
