import {
  type IndicatorKey,
  type QuestionType,
  type Respondent,
  type RespondentType,
  type ResponseRow,
  type Survey,
  type SurveyQuestion,
  type SurveySection,
  type SurveyState,
  type SurveyStatus,
  surveyProgress,
} from '@tvet/contract';
import type { RespondentRow, RespondentWithAccount } from './surveys.answers.repository';
import type { QuestionRow, SectionRow, SurveyRow } from './surveys.repository';

/** Rows -> the contract's response shapes (spec 000 §7). */

export interface Progress {
  status: string | null;
  currentQuestionId: string | null;
  currentOrder: number | null;
  answered: number;
}

const statusOf = (status: string | null | undefined): SurveyStatus | null =>
  status === 'ongoing' || status === 'completed' ? status : null;

export function surveyOut(
  survey: SurveyRow,
  questionCount: number,
  progress?: Progress | null,
  respondentCount?: number,
): Survey {
  const status = statusOf(progress?.status);
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

export const sectionOut = (section: SectionRow): SurveySection => ({
  _id: section.id,
  title: section.title,
  order: section.order,
});

/** A question with its section expanded (`section_id: {_id, title}`). */
export function questionOut(row: {
  question: QuestionRow;
  section: Pick<SectionRow, 'id' | 'title'>;
}): SurveyQuestion {
  const { question, section } = row;
  return {
    _id: question.id,
    survey_id: question.surveyId,
    text: question.text,
    type: question.type as QuestionType,
    // Respondents read the options only; the outcome codes are the administrators' (taggedQuestionOut).
    options: question.options.map((option) => ({ _id: option._id, text: option.text })),
    order: question.order,
    required: question.required,
    section_id: { _id: section.id, title: section.title },
  };
}

/** A question as administrators read it: with its outcome indicator and each option's code (issue 14). */
export function taggedQuestionOut(row: {
  question: QuestionRow;
  section: Pick<SectionRow, 'id' | 'title'>;
}): SurveyQuestion {
  return {
    ...questionOut(row),
    options: row.question.options.map((option) => ({
      _id: option._id,
      text: option.text,
      code: option.code ?? null,
      short_text: option.short_text ?? null,
    })),
    indicator: (row.question.indicator as IndicatorKey | null) ?? null,
    short_text: row.question.shortText ?? null,
  };
}

export function respondentOut(row: RespondentRow): Respondent {
  return {
    _id: row.id,
    survey_id: row.surveyId,
    user_id: row.userId,
    status: row.status as SurveyStatus,
    current_question_id: row.currentQuestionId,
    answered: row.answered,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Answers as people read them, keyed by respondent then question: the chosen option's text, the typed text, or
 * both joined by a dash.
 */
export function readableAnswers(
  rows: { userId: string; questionId: string; text: string | null; optionId: string | null }[],
  questions: SurveyQuestion[],
): Map<string, Record<string, string>> {
  const optionText = new Map(
    questions.flatMap((question) => question.options.map((option) => [option._id, option.text])),
  );
  const byUser = new Map<string, Record<string, string>>();
  for (const row of rows) {
    const answers = byUser.get(row.userId) ?? {};
    const chosen = row.optionId ? (optionText.get(row.optionId) ?? '') : '';
    answers[row.questionId] = [chosen, row.text ?? ''].filter(Boolean).join(' — ');
    byUser.set(row.userId, answers);
  }
  return byUser;
}

/** One row of the administrators' responses table. */
export function responseRowOut(
  { respondent, user }: RespondentWithAccount,
  answers: Record<string, string> | undefined,
): ResponseRow {
  return {
    _id: respondent.id,
    user_id: { _id: user.id, name: user.name, email: user.email, user_type: user.userType },
    status: respondent.status as SurveyStatus,
    updatedAt: respondent.updatedAt.toISOString(),
    answers: answers ?? {},
  };
}

/** The CSV's header row: who answered, then one column per question. */
export const csvHeader = (questions: SurveyQuestion[]) => [
  'respondent_id',
  'name',
  'email',
  'account_type',
  'status',
  'updated_at',
  ...questions.map((question) => `Q${question.order}. ${question.text}`),
];

export function csvRow(
  { respondent, user }: RespondentWithAccount,
  answers: Record<string, string> | undefined,
  questions: SurveyQuestion[],
) {
  return [
    respondent.id,
    user.name,
    user.email,
    user.userType,
    respondent.status,
    respondent.updatedAt.toISOString(),
    ...questions.map((question) => answers?.[question._id] ?? ''),
  ];
}

const NAME_MAX = 60;
/** Hausa's hooked letters have no decomposition to strip; they read as their plain letter. */
const HOOKED: Record<string, string> = { ɓ: 'b', ɗ: 'd', ƙ: 'k', ƴ: 'y', ʼ: '' };

/**
 * The name of a download named after a survey title in any script (issue 9: a header holds only Latin-1, so the
 * raw title answered 500): the title's own letters, and a plain ASCII name for old clients (Hausa's hooked letters
 * read as their plain letter), for platform/content-disposition.ts.
 */
export function downloadName(title: string, suffix: string): { name: string; asciiName: string } {
  const words = Array.from(
    title
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
      .replace(/^-+/, ''),
  )
    .slice(0, NAME_MAX)
    .join('')
    .replace(/-+$/, '');
  const ascii = words
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ɓɗƙƴʼ]/g, (letter) => HOOKED[letter])
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return { name: `${words || 'survey'}${suffix}`, asciiName: `${ascii || 'survey'}${suffix}` };
}
