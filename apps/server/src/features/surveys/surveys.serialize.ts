import { type RespondentType, type SurveyState, surveyProgress } from '@tvet/contract';
import type { surveyQuestions, surveyRespondents, surveySections, surveys } from './surveys.table';

type SurveyRow = typeof surveys.$inferSelect;
type QuestionRow = typeof surveyQuestions.$inferSelect;
type SectionRow = typeof surveySections.$inferSelect;
type RespondentRow = typeof surveyRespondents.$inferSelect;

export interface Progress {
  status: string | null;
  currentQuestionId: string | null;
  currentOrder: number | null;
  answered: number;
}

export function surveyOut(
  survey: SurveyRow,
  questionCount: number,
  progress?: Progress | null,
  respondentCount?: number,
) {
  const status: 'ongoing' | 'completed' | null =
    progress?.status === 'ongoing' || progress?.status === 'completed' ? progress.status : null;
  return {
    _id: survey.id,
    title: survey.title,
    text: survey.text,
    respondent_type: survey.respondentType as RespondentType,
    state: survey.state as SurveyState,
    createdAt: survey.createdAt.toISOString(),
    updatedAt: survey.updatedAt.toISOString(),
    publishedAt: survey.publishedAt?.toISOString() ?? null,
    question_count: questionCount,
    survey_status: status,
    question_id:
      progress?.currentQuestionId && progress.currentOrder !== null
        ? { _id: progress.currentQuestionId, order: progress.currentOrder }
        : null,
    progress: status === 'completed' ? 100 : surveyProgress(progress?.answered ?? 0, questionCount),
    ...(respondentCount === undefined ? {} : { respondent_count: respondentCount }),
  };
}

export const sectionOut = (section: SectionRow) => ({
  _id: section.id,
  title: section.title,
  order: section.order,
});

export function questionOut(question: QuestionRow, section: Pick<SectionRow, 'id' | 'title'>) {
  return {
    _id: question.id,
    survey_id: question.surveyId,
    text: question.text,
    type: question.type as 'text' | 'multiple_choice' | 'objective',
    options: question.options,
    order: question.order,
    required: question.required,
    section_id: { _id: section.id, title: section.title },
  };
}

export function respondentOut(row: RespondentRow) {
  return {
    _id: row.id,
    survey_id: row.surveyId,
    user_id: row.userId,
    status: row.status as 'ongoing' | 'completed',
    current_question_id: row.currentQuestionId,
    answered: row.answered,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
