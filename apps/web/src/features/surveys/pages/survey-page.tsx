import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { CheckMark } from '@/components/ui/check-mark';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingPanel } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import { type SurveyDetail, useSurvey } from '../api/get-survey';
import { SurveyAnswering } from '../components/answer/survey-answering';
import { NoConnection } from '../components/no-connection';
import { useAnswersReady } from '../lib/use-queued-answers';

/** /surveys/{id}: one question at a time (spec 000 §2, §4). */
export function SurveyPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const query = useSurvey(id, { fresh: true });
  // Start from the server's latest answers, not from a copy cached on an earlier visit; without a connection
  // (the query pauses) or when reloading fails, the cached copy and the answers on the phone still serve.
  // The answers and drafts kept on the phone are read before the first question shows.
  const answersRead = useAnswersReady(session?._id);
  const ready =
    answersRead &&
    query.data !== undefined &&
    (query.isFetchedAfterMount || query.fetchStatus === 'paused' || query.isError);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <TextLink to={paths.surveys} className="inline-flex min-h-12 items-center gap-1 self-start">
        <span aria-hidden="true">←</span> {t('My surveys')}
      </TextLink>
      {ready && session ? (
        <SurveyBody survey={query.data} accountId={session._id} />
      ) : query.isError ? (
        <>
          <title>{pageTitle(t('Survey'))}</title>
          <h1 className="text-2xl font-bold">{t('Survey')}</h1>
          <ErrorPanel message={query.error.message} onRetry={() => query.refetch()} />
        </>
      ) : (
        <>
          <title>{pageTitle(t('Survey'))}</title>
          {query.fetchStatus === 'paused' ? (
            <NoConnection what="This survey" />
          ) : (
            <LoadingPanel label={t('Loading the survey…')} />
          )}
        </>
      )}
    </div>
  );
}

function SurveyBody({ survey, accountId }: { survey: SurveyDetail; accountId: string }) {
  const [reviewing, setReviewing] = useState(false);
  // As it was on opening: completing the survey here (or a reload on reconnecting) must not swap the page.
  const [done] = useState(survey.survey_status === 'completed');
  return (
    <>
      <title>{pageTitle(survey.title)}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{survey.title}</h1>
      </header>
      {survey.questions.length === 0 ? (
        <EmptyState title={t('No questions yet')}>
          <p>{t('This survey has no questions yet. Please come back later.')}</p>
        </EmptyState>
      ) : done && !reviewing ? (
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-white p-5 ring-1 ring-gray-200">
          <p className="flex items-center gap-3 text-lg font-semibold">
            <CheckMark />
            {t('You have completed this survey.')}
          </p>
          <p className="text-muted">
            {t('Thank you. You can look through your answers and change any of them.')}
          </p>
          <Button variant="secondary" onClick={() => setReviewing(true)}>
            {t('Review your answers')}
          </Button>
        </div>
      ) : (
        <SurveyAnswering survey={survey} accountId={accountId} fromStart={reviewing} />
      )}
    </>
  );
}
