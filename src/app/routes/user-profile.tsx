import { Navigate } from 'react-router-dom';
import { SignedOutNotice } from '../../components/signed-out-notice';
import { paths } from '../../config/paths';
import { isJob } from '../../lib/domain/job';
import { useAppSelector } from '../../store/hooks';
import { t } from '../../lib/i18n';

/** /user-profile has no content of its own: it opens the signed-in person's profile. */
export function Component() {
  const { uuid, metadata } = useAppSelector((state) => state.authUser);
  if (!uuid) return <SignedOutNotice message={t('pages.userProfile.signInPrompt')} />;
  return <Navigate to={isJob(metadata) ? paths.spProfile : paths.yourProfile} replace />;
}
