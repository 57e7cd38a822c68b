import { SURVEY_MESSAGES } from '@tvet/contract';
import { useState } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { Link } from '@/components/ui/link';
import { LoadingPanel } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { toast } from '@/components/ui/toast';
import { href, paths } from '@/config/paths';
import { t, tx } from '@/lib/i18n/i18n';
import { formErrorOf } from '@/lib/show-error';
import { pageTitle } from '@/lib/title';
import { type SurveyDetail, useSurvey } from '../api/get-survey';
import { EditDetailsDialog } from '../components/admin/edit-details-dialog';
import { RESPONDENT_LABELS } from '../components/admin/labels';
import { PreviewDialog } from '../components/admin/preview-dialog';
import { PublishControls } from '../components/admin/publish-controls';
import { SectionPanel } from '../components/admin/section-panel';
import { SectionTitleForm } from '../components/admin/section-title-form';
import { StateBadge } from '../components/admin/state-badge';
import { TranslationsPanel } from '../components/admin/translations-panel';
import { useSurveyBuilder } from '../lib/use-survey-builder';

/** /admin/surveys/:id: sections and questions of a draft, its preview, and publishing. */
export function SurveyBuilderPage() {
  const { id = '' } = useParams();
  const query = useSurvey(id);
  return (
    <div className="flex flex-col gap-6">
      <TextLink to={paths.admin} className="inline-flex min-h-12 items-center gap-1 self-start">
        <span aria-hidden="true">←</span> {t('Surveys')}
      </TextLink>
      {query.isSuccess ? (
        <Builder survey={query.data} />
      ) : query.isError ? (
        <>
          <title>{pageTitle(t('Survey builder'))}</title>
          <h1 className="text-2xl font-bold">{t('Survey builder')}</h1>
          <ErrorPanel message={query.error.message} onRetry={() => query.refetch()} />
        </>
      ) : (
        <>
          <title>{pageTitle(t('Survey builder'))}</title>
          <LoadingPanel label={t('Loading the survey…')} />
        </>
      )}
    </div>
  );
}

function Builder({ survey }: { survey: SurveyDetail }) {
  const builder = useSurveyBuilder(survey);
  const [pageError, setPageError] = useState<FormErrorState | null>(null);
  const editable = survey.state === 'draft';
  const report = (error: unknown) => setPageError(formErrorOf(error));
  let firstPlace = 1;
  return (
    <>
      <title>{pageTitle(`${survey.title} · ${t('Survey builder')}`)}</title>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <StateBadge state={survey.state} />
          <span className="text-sm text-muted">
            {t('For {respondents}', {
              respondents: tx(RESPONDENT_LABELS[survey.respondent_type]).toLowerCase(),
            })}
          </span>
        </div>
        <h1 className="text-2xl font-bold break-words">{survey.title}</h1>
        <p className="text-muted">{survey.text}</p>
        <div className="flex flex-wrap gap-2">
          <PublishControls
            surveyId={survey._id}
            state={survey.state}
            onError={report}
            onChanged={() => setPageError(null)}
          />
          <PreviewDialog title={survey.title} questions={survey.questions} />
          <EditDetailsDialog survey={survey} />
          <Link to={href(paths.adminSurveyResponses, { id: survey._id })} className="btn btn-ghost">
            {t('Responses')}
          </Link>
        </div>
      </header>
      <FormError error={pageError} />
      {!editable && (
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          {survey.state === 'closed' ? SURVEY_MESSAGES.closedEdit : SURVEY_MESSAGES.locked}
        </p>
      )}
      {builder.groups.length === 0 ? (
        <EmptyState title={t('No section yet')}>
          <p>
            {t(
              'Add a section below, then its questions. A survey needs at least one question before publishing.',
            )}
          </p>
        </EmptyState>
      ) : (
        builder.groups.map((group, index) => {
          const start = firstPlace;
          firstPlace += group.questions.length;
          return (
            <SectionPanel
              key={group.section._id}
              section={group.section}
              number={index + 1}
              questions={group.questions}
              firstPlace={start}
              editable={editable}
              builder={builder}
              onError={report}
            />
          );
        })
      )}
      {editable && (
        <div className="rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-5">
          <SectionTitleForm
            label={t('New section')}
            submitLabel={t('Add section')}
            busyLabel={t('Adding…')}
            resetAfterSave
            onSave={async (title) => {
              setPageError(null);
              toast(await builder.addSection(title));
            }}
          />
        </div>
      )}
      {builder.groups.length > 0 && <TranslationsPanel surveyId={survey._id} />}
    </>
  );
}
