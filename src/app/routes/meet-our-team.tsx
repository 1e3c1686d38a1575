import { PageTitle } from '../../components/page-title';
import { TeamPage } from '../../features/site/components/team-page';
import { t } from '../../lib/i18n';

export function Component() {
  return (
    <>
      <PageTitle title={t('pages.meetOurTeam.title')} />
      <TeamPage />
    </>
  );
}
