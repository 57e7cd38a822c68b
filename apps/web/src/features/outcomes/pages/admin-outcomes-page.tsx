// First: zod's eval probe must be off before the contract builds its schemas (see lib/zod.ts).
import '@/lib/zod';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { pageTitle } from '@/lib/title';
import { OutcomesDashboard } from '../components/outcomes-dashboard';
import { DashboardHeader } from '../components/page-header';

const NATIONAL = { kind: 'national' } as const;

/**
 * /admin/outcomes (issue 14): the regulator's view of what became of the graduates: national headline
 * figures, the states map, by sex and programme, across cohorts and any breakdown, every number shown.
 */
export function AdminOutcomesPage() {
  return (
    <>
      <title>{pageTitle(t('Outcome data'))}</title>
      <OutcomesDashboard
        source={NATIONAL}
        header={
          <DashboardHeader
            title={t('Outcome data')}
            intro={t(
              'What became of the graduates of every institution: work, time to a first job, income and how useful their training was, counted against the graduation rolls.',
            )}
            reportPath={paths.adminOutcomesReport}
          />
        }
      />
    </>
  );
}
