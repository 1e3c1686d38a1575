import { PageTitle } from '../../components/page-title';
import { ProfileEditPage } from '../../features/profile/components/profile-edit-page';
import { useLogOut } from './use-log-out';

export function Component() {
  const logOut = useLogOut();
  return (
    <>
      <PageTitle title="Edit Profile" />
      <ProfileEditPage kind="customer" {...logOut} />
    </>
  );
}
