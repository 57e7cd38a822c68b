import type { Survey } from '@tvet/contract';
import { Link } from '@/components/ui/link';
import { href, paths } from '@/config/paths';
import { t, tx } from '@/lib/i18n/i18n';
import { formatDate, RESPONDENT_LABELS } from './labels';
import { StateBadge } from './state-badge';

/** One survey in the administrators' list: what it is, its state and figures, and where to work on it. */
export function AdminSurveyItem({ survey }: { survey: Survey }) {
  const titleId = `admin-survey-${survey._id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:flex-row sm:items-center sm:gap-6 sm:p-5"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <StateBadge state={survey.state} />
          <span className="text-sm text-muted">
            {t('For {respondents}', {
              respondents: tx(RESPONDENT_LABELS[survey.respondent_type]).toLowerCase(),
            })}
          </span>
        </div>
        <h2 id={titleId} className="text-lg leading-snug font-semibold">
          {survey.title}
        </h2>
        <p className="text-sm text-muted">
          {t('{question_count} · {respondents} · created {createdAt}', {
            question_count: t('{count, plural, one {# question} other {# questions}}', {
              count: survey.question_count,
            }),
            respondents: t('{count, plural, one {# respondent} other {# respondents}}', {
              count: survey.respondent_count ?? 0,
            }),
            createdAt: formatDate(survey.createdAt),
          })}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Link
          to={href(paths.adminSurvey, { id: survey._id })}
          className="btn btn-secondary flex-1 sm:flex-none"
        >
          {survey.state === 'draft' ? t('Edit') : t('Open')}
          <span className="sr-only"> {survey.title}</span>
        </Link>
        <Link
          to={href(paths.adminSurveyResponses, { id: survey._id })}
          className="btn btn-ghost flex-1 sm:flex-none"
        >
          {t('Responses')}
          <span className="sr-only"> {survey.title}</span>
        </Link>
      </div>
    </article>
  );
}
