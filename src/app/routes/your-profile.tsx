import { PageTitle } from '../../components/page-title';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { useLogOut } from './use-log-out';
import { t } from '../../lib/i18n';

export function Component() {
  const logOut = useLogOut();
  return (
    <>
      <PageTitle title={t('pages.yourProfile.title')} />
      <ProfilePage kind="customer" {...logOut} />
    </>
  );
}
