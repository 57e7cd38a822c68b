import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { Pager } from '@/components/ui/pager';
import { LoadingPanel } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { href, paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { pageFrom } from '@/lib/search-params';
import { formErrorOf } from '@/lib/show-error';
import { pageTitle } from '@/lib/title';
import { useQueryParam } from '@/lib/use-query-param';
import { useSurvey } from '../api/get-survey';
import { useSurveyResponses } from '../api/get-survey-responses';
import { CsvDownloadButton } from '../components/admin/csv-download-button';
import { ResponsesTable } from '../components/admin/responses-table';
import { StateBadge } from '../components/admin/state-badge';

const CAPTION_ID = 'responses-caption';

/** /admin/surveys/:id/responses: the answers, a page of respondents at a time, and the CSV of all of them. */
export function SurveyResponsesPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const page = pageFrom(useQueryParam('page'));
  const survey = useSurvey(id);
  const responses = useSurveyResponses(id, page);
  const [error, setError] = useState<FormErrorState | null>(null);
  const title = survey.data?.title ?? t('Survey responses');
  const total = responses.data?.totalDocs;

  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle(`${t('Responses')} · ${title}`)}</title>
      <TextLink
        to={href(paths.adminSurvey, { id })}
        className="inline-flex min-h-12 items-center gap-1 self-start"
      >
        <span aria-hidden="true">←</span> {t('Survey')}
      </TextLink>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <div className="flex items-center gap-2">
            {survey.data && <StateBadge state={survey.data.state} />}
            <span className="text-sm text-muted">{t('Responses')}</span>
          </div>
          <h1 className="text-2xl font-bold break-words">{title}</h1>
          <p id={CAPTION_ID} className="text-muted">
            {total === undefined
              ? t('Answers, one row per respondent')
              : t('{count, plural, one {# respondent, one row each} other {# respondents, one row each}}', {
                  count: total,
                })}
          </p>
        </div>
        <CsvDownloadButton surveyId={id} onError={(failure) => setError(formErrorOf(failure))} />
      </header>
      <FormError error={error} />
      {responses.isPending ? (
        <LoadingPanel label={t('Loading the answers…')} />
      ) : responses.isError ? (
        <ErrorPanel message={responses.error.message} onRetry={() => responses.refetch()} />
      ) : responses.data.docs.length === 0 ? (
        <EmptyState title={t('No answer yet')}>
          <p>{t('Answers appear here as soon as respondents start the survey.')}</p>
        </EmptyState>
      ) : (
        <div className={`flex flex-col gap-5 ${responses.isPlaceholderData ? 'opacity-60' : ''}`}>
          {responses.data.questions.length > 1 && (
            <p className="-mb-3 text-sm text-muted lg:hidden">
              {t('Scroll the table sideways to see every question.')}
            </p>
          )}
          <ResponsesTable
            rows={responses.data.docs}
            questions={responses.data.questions}
            captionId={CAPTION_ID}
          />
          <Pager
            label={t('Response pages')}
            page={responses.data.page}
            totalPages={responses.data.totalPages}
            busy={responses.isPlaceholderData}
            onPage={(next) => navigate({ search: next > 1 ? `?page=${next}` : '' })}
          />
        </div>
      )}
    </div>
  );
}
