// First: zod's eval probe must be off before the contract builds its schemas (see lib/zod.ts).
import '@/lib/zod';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import { OutcomesDashboard } from '../components/outcomes-dashboard';
import { DashboardHeader } from '../components/page-header';

/**
 * /outcomes (issue 14): an institution's own graduates, each figure beside the national figure for the same
 * programmes; groups of fewer than 5 respondents read 'fewer than 5'.
 */
export function InstitutionOutcomesPage() {
  const session = useSession()!;
  return (
    <>
      <title>{pageTitle(t('Outcome data'))}</title>
      <OutcomesDashboard
        source={{ kind: 'institution', userId: session.user_id }}
        header={
          <DashboardHeader
            title={t('Outcomes of your graduates')}
            intro={t(
              'What became of your graduates, counted against your graduation roll, beside the national figures for the same programmes.',
            )}
            reportPath={paths.outcomesReport}
          />
        }
      />
    </>
  );
}
