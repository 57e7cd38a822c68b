// First: zod's eval probe must be off before the contract builds its schemas (see lib/zod.ts).
import '@/lib/zod';
import { Tab, TabCount, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { formatNumber } from '@/lib/i18n/format';
import { t, tx } from '@/lib/i18n/i18n';
import { useSearchParamsState } from '@/lib/search-params';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import { useOverview } from '../api/get-overview';
import { ClaimsTab } from '../components/claims-tab';
import { RollTab } from '../components/roll-tab';
import { RollUpload } from '../components/roll-upload';

const TITLE = 'Graduation roll';
/** Parameters each tab keeps in the address; switching tabs drops the other tab's. */
const TAB_PARAMS = { roll: ['q', 'programme', 'year', 'state', 'invited'], claims: ['claim'] } as const;

/**
 * The institution's graduation roll (beyond the spec; architecture "Outcome data"): the population frame every
 * response rate is counted against. Upload graduates from a CSV or Excel file with a preview; see each row's
 * claim (confirmed, claimed, disputed) and invite those without an account; confirm or reject claims.
 */
export function GraduationRollPage() {
  const session = useSession()!;
  const [params, update] = useSearchParamsState();
  const overview = useOverview(session.user_id);
  const tab = params.get('tab') === 'claims' ? 'claims' : 'roll';
  const figures = overview.data;

  function chooseTab(next: string) {
    const other = next === 'claims' ? TAB_PARAMS.roll : TAB_PARAMS.claims;
    update({
      tab: next === 'roll' ? null : next,
      page: null,
      ...Object.fromEntries(other.map((name) => [name, null])),
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle(TITLE)}</title>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{tx(TITLE)}</h1>
        <p className="text-muted">
          {t(
            'Everyone who graduated from your institution. Graduates who sign up are matched to it by matric number, and survey response rates are counted against it.',
          )}
        </p>
        {figures && (
          <p className="text-sm">
            {t('{on_roll} on the roll · {signed_up} signed up · {confirmed} confirmed · {invited} invited', {
              on_roll: formatNumber(figures.roll.total),
              signed_up: formatNumber(figures.roll.signed_up),
              confirmed: formatNumber(figures.roll.confirmed),
              invited: formatNumber(figures.roll.invited),
            })}
          </p>
        )}
      </header>
      <RollUpload
        institutionId={session.user_id}
        importId={params.get('import')}
        onImportChange={(importId) => update({ import: importId })}
      />
      <Tabs value={tab} onValueChange={chooseTab} className="flex flex-col gap-4">
        <TabList aria-label={t('Roll and claims')}>
          <Tab value="roll">
            {t('Roll')} <TabCount>{figures?.roll.total}</TabCount>
          </Tab>
          <Tab value="claims">
            {t('Claims to review')}{' '}
            <TabCount>
              {figures ? figures.graduates.claimed + figures.graduates.disputed : undefined}
            </TabCount>
          </Tab>
        </TabList>
        <TabPanel value="roll">{tab === 'roll' && <RollTab institutionId={session.user_id} />}</TabPanel>
        <TabPanel value="claims">
          {tab === 'claims' && <ClaimsTab institutionId={session.user_id} />}
        </TabPanel>
      </Tabs>
    </div>
  );
}
