import { SURVEY_PAGE_SIZE, type SurveyCounts, type UserType } from '@tvet/contract';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Tab, TabCount, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { t } from '@/lib/i18n/i18n';
import { pageFrom } from '@/lib/search-params';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import { useQueryParam } from '@/lib/use-query-param';
import { useMySurveys } from '../api/get-my-surveys';
import { SavedOfflineNotice } from '../components/saved-offline-notice';
import { SurveyListBody } from '../components/survey-list-body';
import { keepSurveysOnDevice } from '../lib/surveys-on-device';
import { SURVEY_TABS, tabOf } from '../lib/tabs';
import { useHeldAnswers } from '../lib/use-queued-answers';
import { useRefreshOnSync } from '../lib/use-refresh-on-sync';

/** /surveys, 'my surveys' (spec 000 §2, 001 §2): tabs with counts, cards, paging by server pages. */
export function MySurveysPage({ userType }: { userType: UserType }) {
  const session = useSession();
  const navigate = useNavigate();
  const tab = tabOf(useQueryParam('tab'));
  const page = pageFrom(useQueryParam('page'));
  const listTop = useRef<HTMLDivElement>(null);
  const query = useMySurveys({ userType, status: tab.status, page, limit: SURVEY_PAGE_SIZE });
  const held = useHeldAnswers(session?._id);
  useRefreshOnSync();
  // Every survey addressed to the person is kept on the phone, to be started and finished offline (issue 30).
  const listed = query.isSuccess && query.isFetchedAfterMount;
  useEffect(() => {
    if (listed && navigator.onLine) void keepSurveysOnDevice(userType);
  }, [listed, userType]);
  // Counts stay on the tabs while another tab loads.
  const lastCounts = useRef<SurveyCounts>(undefined);
  if (query.data) lastCounts.current = query.data.counts;
  const counts = lastCounts.current;

  function show(value: string, nextPage = 1) {
    const search = nextPage > 1 ? `?tab=${value}&page=${nextPage}` : `?tab=${value}`;
    // Tabs replace the entry (like settings); pages are worth a Back press.
    navigate({ search }, { replace: nextPage === 1 && value !== tab.value });
    if (nextPage !== page) listTop.current?.scrollIntoView({ block: 'start' });
  }

  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle(t('My surveys'))}</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t('My surveys')}</h1>
        <p className="text-muted">
          {t('Your answers help improve technical and vocational training in Nigeria.')}
        </p>
      </div>
      <SavedOfflineNotice held={held} />
      <Tabs value={tab.value} onValueChange={(value) => show(value)} className="flex flex-col gap-5">
        <TabList
          ref={listTop}
          aria-label={t('Surveys by progress')}
          className="-mx-4 scroll-mt-20 px-4 sm:gap-1 lg:mx-0 lg:px-0"
        >
          {SURVEY_TABS.map((entry) => (
            <Tab
              key={entry.value}
              value={entry.value}
              layout="flex min-h-14 flex-1 flex-col items-center justify-center gap-1 px-2 py-1 sm:flex-none sm:flex-row sm:gap-2 sm:px-3"
            >
              {t(entry.label)}
              <TabCount>{counts?.[entry.count]}</TabCount>
            </Tab>
          ))}
        </TabList>
        {SURVEY_TABS.map((entry) => (
          <TabPanel key={entry.value} value={entry.value} className="flex flex-col gap-5 outline-none">
            {entry.value === tab.value && (
              <SurveyListBody
                userType={userType}
                tab={tab}
                query={query}
                onPage={(next) => show(tab.value, next)}
              />
            )}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
