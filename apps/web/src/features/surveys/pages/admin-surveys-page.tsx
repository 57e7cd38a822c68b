import { MESSAGES, SURVEY_STATES, type SurveyState } from '@tvet/contract';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Pager } from '@/components/ui/pager';
import { SelectField } from '@/components/ui/select-field';
import { LoadingPanel } from '@/components/ui/spinner';
import { t } from '@/lib/i18n/i18n';
import { pageFrom } from '@/lib/search-params';
import { pageTitle } from '@/lib/title';
import { useQueryParam } from '@/lib/use-query-param';
import { useAdminSurveys } from '../api/get-admin-surveys';
import { AdminSurveyItem } from '../components/admin/admin-survey-item';
import { STATE_LABELS } from '../components/admin/labels';
import { NewSurveyDialog } from '../components/admin/new-survey-dialog';

const STATE_OPTIONS = SURVEY_STATES.map((state) => ({
  value: state,
  get label() {
    return STATE_LABELS[state];
  },
}));
const isState = (value: string | null): value is SurveyState =>
  (SURVEY_STATES as readonly string[]).includes(value ?? '');

/** /admin: every survey, filtered by state, and a new draft (spec: authoring is ours to design). */
export function AdminSurveysPage() {
  const navigate = useNavigate();
  const wanted = useQueryParam('state');
  const state = isState(wanted) ? wanted : undefined;
  const page = pageFrom(useQueryParam('page'));
  const query = useAdminSurveys({ state, page });

  function show(nextState: string, nextPage = 1) {
    const search = new URLSearchParams();
    if (nextState) search.set('state', nextState);
    if (nextPage > 1) search.set('page', String(nextPage));
    navigate({ search: search.size ? `?${search}` : '' });
  }

  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle(t('Surveys'))}</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">{t('Surveys')}</h1>
          <p className="text-muted">
            {t('Build tracer surveys, publish them to a group, and read the answers.')}
          </p>
        </div>
        <NewSurveyDialog />
      </div>
      <div className="sm:max-w-xs">
        <SelectField
          label={t('Show')}
          placeholder={t('Every state')}
          options={STATE_OPTIONS}
          value={state ?? ''}
          onChange={(event) => show(event.target.value)}
        />
      </div>
      {query.isPending ? (
        <LoadingPanel label={t('Loading surveys…')} />
      ) : query.isError ? (
        <ErrorPanel message={query.error.message} onRetry={() => query.refetch()} />
      ) : query.data.docs.length === 0 ? (
        <EmptyState
          title={
            state ? t('No {state} survey', { state: STATE_LABELS[state].toLowerCase() }) : MESSAGES.noSurvey
          }
        >
          <p>{t('Create a survey with New survey; it stays a draft until you publish it.')}</p>
        </EmptyState>
      ) : (
        <div className={`flex flex-col gap-5 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
          <ul className="flex flex-col gap-3">
            {query.data.docs.map((survey) => (
              <li key={survey._id}>
                <AdminSurveyItem survey={survey} />
              </li>
            ))}
          </ul>
          <Pager
            label={t('Survey pages')}
            page={query.data.page}
            totalPages={query.data.totalPages}
            busy={query.isPlaceholderData}
            onPage={(next) => show(state ?? '', next)}
          />
        </div>
      )}
    </div>
  );
}
