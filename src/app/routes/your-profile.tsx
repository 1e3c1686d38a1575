import { PageTitle } from '../../components/page-title';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { useLogOut } from './use-log-out';

export function Component() {
  const logOut = useLogOut();
  return (
    <>
      <PageTitle title="Your profile" />
      <ProfilePage kind="customer" {...logOut} />
    </>
  );
}
