import { PageTitle } from '../../components/page-title';
import { ReportProblemPage } from '../../features/site/components/report-problem-page';
import { t } from '../../lib/i18n';

export function Component() {
  return (
    <>
      <PageTitle title={t('legal.reportProblem.title')} />
      <ReportProblemPage />
    </>
  );
}
