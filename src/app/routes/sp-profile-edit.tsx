import { PageTitle } from '../../components/page-title';
import { ProfileEditPage } from '../../features/profile/components/profile-edit-page';
import { useLogOut } from './use-log-out';
import { t } from '../../lib/i18n';

export function Component() {
  const logOut = useLogOut();
  return (
    <>
      <PageTitle title={t('pages.spProfileEdit.title')} />
      <ProfileEditPage kind="provider" {...logOut} />
    </>
  );
}
