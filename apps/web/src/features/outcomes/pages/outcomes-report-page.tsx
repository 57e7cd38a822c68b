// First: zod's eval probe must be off before the contract builds its schemas (see lib/zod.ts).
import '@/lib/zod';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import type { ViewSource } from '../api/use-figures-view';
import { OutcomesDashboard } from '../components/outcomes-dashboard';
import { ReportHeader } from '../components/page-header';

/**
 * /admin/outcomes/report and /outcomes/report: the same view as the dashboard (its address), laid out to print:
 * no controls, every table open, the filters written out, Print.
 */
export function OutcomesReportPage({ scope }: { scope: 'national' | 'institution' }) {
  const session = useSession()!;
  const source: ViewSource =
    scope === 'national' ? { kind: 'national' } : { kind: 'institution', userId: session.user_id };
  const title = scope === 'national' ? t('Outcome report: national') : t('Outcome report: your graduates');
  return (
    <>
      <title>{pageTitle(title)}</title>
      <OutcomesDashboard
        source={source}
        print
        header={
          <ReportHeader
            source={source}
            title={title}
            backPath={scope === 'national' ? paths.adminOutcomes : paths.outcomes}
          />
        }
      />
    </>
  );
}
