import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { SignedOutNotice } from '../../../components/signed-out-notice';
import { PageLoader } from '../../../components/spinner';
import { toApiError } from '../../../lib/api/api-error';
import { useAppSelector } from '../../../store/hooks';
import { useGetProfileQuery } from '../api/profile-api';
import type { ProfileKind } from '../lib/profile';
import { ProfileLoadError, ProfileMissing } from './profile-states';
import { ProfileView, type LogOutProps } from './profile-view';
import { t } from '../../../lib/i18n';

/** /your-profile (customer) and /sp-profile (provider). */
interface ProfilePageProps extends LogOutProps {
  kind: ProfileKind;
  /** A provider's reviews, given their uuid and first name. */
  reviews?: (uuid: string, firstName: string) => ReactNode;
  /** A provider's phone-visibility setting, given their uuid. */
  phoneSetting?: (uuid: string) => ReactNode;
}

export function ProfilePage({ kind, reviews, phoneSetting, ...logOut }: ProfilePageProps) {
  const uuid = useAppSelector((state) => state.authUser.uuid);
  const profile = useGetProfileQuery(uuid ? { uuid, kind } : skipToken);
  if (!uuid) return <SignedOutNotice message={t('profile.profilePage.signInPrompt')} />;
  if (profile.isLoading) return <PageLoader label={t('profile.loading')} />;
  if (profile.isError) {
    return <ProfileLoadError message={toApiError(profile.error).message} onRetry={() => void profile.refetch()} />;
  }
  if (!profile.data) return <ProfileMissing kind={kind} />;
  const { firstName, displayName } = profile.data;
  return (
    <ProfileView
      profile={profile.data}
      kind={kind}
      reviews={reviews?.(uuid, firstName || displayName)}
      phoneSetting={phoneSetting?.(uuid)}
      {...logOut}
    />
  );
}
