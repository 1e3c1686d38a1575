import { PageTitle } from '../../components/page-title';
import { TeamPage } from '../../features/site/components/team-page';

export function Component() {
  return (
    <>
      <PageTitle title="Meet our team" />
      <TeamPage />
    </>
  );
}
