import { PageTitle } from '../../components/page-title';
import { ProfilePage } from '../../features/profile/components/profile-page';
import { ProviderReviews } from '../../features/reviews/components/provider-reviews';
import { useLogOut } from './use-log-out';

export function Component() {
  const logOut = useLogOut();
  return (
    <>
      <PageTitle title="Your profile" />
      <ProfilePage
        kind="provider"
        reviews={(uuid, firstName) => <ProviderReviews providerId={uuid} providerName={firstName} />}
        {...logOut}
      />
    </>
  );
}
