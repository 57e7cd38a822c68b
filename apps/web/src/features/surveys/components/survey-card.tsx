import type { Survey } from '@tvet/contract';
import { surveyTab } from '@tvet/contract';
import { CheckMark } from '@/components/ui/check-mark';
import { Link } from '@/components/ui/link';
import { href, paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { ProgressBar } from './progress-bar';

type CardSurvey = Pick<Survey, '_id' | 'title' | 'text' | 'progress' | 'survey_status' | 'question_count'>;

/** Spec 000 §4: not started shows Start, ongoing shows Continue, completed shows a check mark. */
function StatusAction({ survey }: { survey: CardSurvey }) {
  const tab = surveyTab(survey.survey_status);
  if (tab === 'completed') {
    return (
      <span className="flex min-h-12 items-center gap-2 font-semibold text-brand-800">
        <CheckMark />
        {t('Completed')}
      </span>
    );
  }
  const started = tab === 'in-progress';
  return (
    <Link
      to={href(paths.survey, { id: survey._id })}
      className={`btn ${started ? 'btn-secondary' : 'btn-primary'} min-w-32`}
    >
      {started ? t('Continue') : t('Start')}
      <span className="sr-only"> {survey.title}</span>
    </Link>
  );
}

export function SurveyCard({ survey }: { survey: CardSurvey }) {
  const titleId = `survey-${survey._id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-status={surveyTab(survey.survey_status)}
      className="flex h-full flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5"
    >
      <h3 id={titleId} className="text-lg leading-snug font-semibold">
        {survey.title}
      </h3>
      <p className="line-clamp-3 text-muted">{survey.text}</p>
      <div className="mt-auto flex flex-col gap-3 pt-1">
        <ProgressBar value={survey.progress} label={t('Progress of {survey}', { survey: survey.title })} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm text-muted">
            {t('{count, plural, one {# question} other {# questions}}', { count: survey.question_count })}
          </span>
          <StatusAction survey={survey} />
        </div>
      </div>
    </article>
  );
}

/** The card's shape while the list loads, so nothing jumps when it arrives. */
export function SurveyCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-56 flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:p-5"
    >
      <div className="h-5 w-3/4 animate-pulse rounded bg-gray-200" />
      <div className="h-4 w-full animate-pulse rounded bg-gray-100" />
      <div className="h-4 w-5/6 animate-pulse rounded bg-gray-100" />
      <div className="mt-auto h-2.5 w-full animate-pulse rounded-full bg-gray-200" />
      <div className="ml-auto h-12 w-32 animate-pulse rounded-lg bg-gray-200" />
    </div>
  );
}
