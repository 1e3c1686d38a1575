import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { buttonClasses } from '../../../components/button-styles';
import { SignedOutNotice } from '../../../components/signed-out-notice';
import { PageLoader } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api/api-error';
import { userLoaded } from '../../../store/auth-user-slice';
import { isJob, type Job } from '../../../lib/domain/job';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useGetProfileQuery, useUpdateProfileMutation } from '../api/profile-api';
import { fieldOfConstraint, formatIndianPhone, type PersonField } from '../../../lib/validation/field-rules';
import { SAVED_MESSAGES, type Profile, type ProfileKind } from '../lib/profile';
import type { ProfileFormValues } from '../lib/profile-schemas';
import { useGoBack } from '../hooks/use-go-back';
import { LocationPicker } from './location-picker';
import { PhotoUpload } from './photo-upload';
import { PricesForm } from './prices-form';
import { ProfileForm } from './profile-form';
import { ProfileLoadError, ProfileMissing } from './profile-states';
import { TileButton, TileLink, Tiles } from './profile-tiles';
import type { LogOutProps } from './profile-view';
import { t } from '../../../lib/i18n';

function formDefaults(profile: Profile | null, fallbackEmail: string, fallbackName: string): ProfileFormValues {
  const [first = '', ...rest] = fallbackName.split(' ');
  return {
    firstName: profile?.firstName ?? first,
    lastName: profile?.lastName ?? rest.join(' '),
    phone: formatIndianPhone(profile?.phone ?? ''),
    email: profile?.email || fallbackEmail,
    job: profile?.job ?? '',
  };
}

function NotForCustomers() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <section className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-xl font-semibold text-slate-900 dark:text-slate-100">
          {t('profile.profileEditPage.providersOnlyTitle')}
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('profile.profileEditPage.providersOnlyText')}</p>
        <Link to={paths.yourProfileEdit} className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('profile.profileEditPage.editYourProfile')}
        </Link>
      </section>
    </div>
  );
}

/**
 * /your-profile/edit and /sp-profile/edit: photo, location, details (a provider's prices too), and
 * the Go Back / Edit / Log out tiles.
 */
export function ProfileEditPage({ kind, onLogOut, loggingOut }: LogOutProps & { kind: ProfileKind }) {
  const dispatch = useAppDispatch();
  const profilePath = kind === 'customer' ? paths.yourProfile : paths.spProfile;
  const goBack = useGoBack(profilePath);
  const { uuid, metadata, userDetails } = useAppSelector((state) => state.authUser);
  const profile = useGetProfileQuery(uuid ? { uuid, kind } : skipToken);
  const [updateProfile, saving] = useUpdateProfileMutation();

  if (!uuid) return <SignedOutNotice message={t('profile.profileEditPage.signInPrompt')} />;
  if (profile.isLoading) return <PageLoader label={t('profile.loading')} />;
  if (profile.isError) {
    return <ProfileLoadError message={toApiError(profile.error).message} onRetry={() => void profile.refetch()} />;
  }
  // A social sign-up without a job (metadata 0) creates its provider row here.
  const mayCreate = kind === 'provider' && metadata !== null;
  if (!profile.data && kind === 'provider' && !mayCreate) return <NotForCustomers />;
  if (!profile.data && !mayCreate) return <ProfileMissing kind={kind} />;
  const current = profile.data ?? null;
  const name = current?.displayName ?? userDetails?.fullName ?? '';

  const save = async (values: ProfileFormValues): Promise<{ field: PersonField; message: string } | null> => {
    const job: Job | undefined = isJob(values.job) ? values.job : undefined;
    try {
      await updateProfile({
        uuid,
        kind,
        firstName: values.firstName,
        lastName: values.lastName,
        phone: values.phone,
        email: values.email,
        ...(job ? { job } : {}),
      }).unwrap();
    } catch (error) {
      const apiError = toApiError(error);
      const refused = fieldOfConstraint(apiError);
      if (refused) return { field: refused.field, message: t(refused.messageKey) };
      toast.error(
        t('profile.profileEditPage.saveFailed', {
          message: apiError.code ? t('common.errors.tryAgain') : apiError.message,
        }),
      );
      return null;
    }
    if (job && metadata !== job) {
      const details = userDetails ?? { email: values.email, fullName: name, avatarUrl: '', provider: 'email' };
      dispatch(userLoaded({ uuid, metadata: job, userDetails: details }));
    }
    toast.success(t(SAVED_MESSAGES[kind]), { position: 'top-center', autoClose: 800, toastId: 'profile-saved' });
    goBack();
    return null;
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <Breadcrumbs
        items={[
          { label: t('common.breadcrumbs.home'), to: paths.home },
          { label: t('common.breadcrumbs.profile'), to: profilePath },
          { label: t('common.breadcrumbs.edit') },
        ]}
      />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-slate-50">
        {t('profile.profileEditPage.editProfile')}
      </h1>
      {current ? (
        <PhotoUpload uuid={uuid} kind={kind} pictureUrl={current.pictureUrl} name={name} />
      ) : (
        <p className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-500/10 dark:text-amber-100">
          {t('profile.profileEditPage.chooseJobHint')}
        </p>
      )}
      {current && <LocationPicker uuid={uuid} kind={kind} savedLocation={current.location} />}
      <ProfileForm
        withJob={kind === 'provider'}
        defaults={formDefaults(current, userDetails?.email ?? '', name)}
        saving={saving.isLoading}
        onSave={save}
      />
      {kind === 'provider' && current && (
        <PricesForm uuid={uuid} visitingCharge={current.visitingCharge} rateCard={current.rateCard} />
      )}
      <Tiles label={t('profile.actionsLabel')}>
        <li>
          <TileButton icon="back" label={t('profile.profileEditPage.goBack')} onClick={goBack} />
        </li>
        <li>
          <TileLink
            to={kind === 'customer' ? paths.yourProfileEdit : paths.spProfileEdit}
            icon="edit"
            label={t('profile.profileEditPage.editProfile')}
            current
          />
        </li>
        <li>
          <TileButton icon="logout" label={t('common.actions.logOut')} onClick={onLogOut} busy={loggingOut} />
        </li>
      </Tiles>
    </div>
  );
}
