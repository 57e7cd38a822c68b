import { type ResponseInput, SURVEY_MESSAGES, surveyProgress, type UserType } from '@tvet/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/jwt';
import { findSurvey, type SurveyRow } from './surveys.repository';
import {
  surveyQuestions,
  surveyRespondents,
  surveyResponses,
  surveySections,
  surveys,
} from './surveys.table';

/** Published surveys addressed to this account type (or to everyone). */
export const openTo = (userType: UserType) =>
  and(eq(surveys.state, 'published'), inArray(surveys.respondentType, [userType, 'all']));

export function isAddressedTo(survey: SurveyRow, userType: UserType) {
  return survey.respondentType === 'all' || survey.respondentType === userType;
}

/** A survey the caller may read: administrators see any; others only published ones addressed to them. */
export async function readableSurvey(deps: Deps, surveyId: string, auth: AuthContext): Promise<SurveyRow> {
  const survey = await findSurvey(deps.db, surveyId);
  if (!survey) throw notFound(SURVEY_MESSAGES.notFound);
  if (auth.userType === 'admin') return survey;
  if (survey.state !== 'published' || !isAddressedTo(survey, auth.userType))
    throw notFound(SURVEY_MESSAGES.notFound);
  return survey;
}

interface Tally {
  answered: number;
  total: number;
  left: number;
  previous: string | null;
}

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * Stores one section's answers. All checks pass or nothing is stored. Answering again replaces the earlier
 * answer, so a retried request stores each answer once. `is_completed` completes the survey only when every
 * required question has an answer.
 */
export async function submitAnswers(
  deps: Deps,
  auth: AuthContext,
  surveyId: string,
  sectionId: string,
  responses: ResponseInput[],
) {
  const survey = await findSurvey(deps.db, surveyId);
  if (!survey) throw notFound(SURVEY_MESSAGES.notFound);
  if (!isAddressedTo(survey, auth.userType) || auth.userType === 'admin')
    throw forbidden(SURVEY_MESSAGES.notForYou);
  if (survey.state !== 'published') throw new AppError(409, SURVEY_MESSAGES.notOpen);
  if (responses.some((response) => response.user_id !== auth.accountId))
    throw forbidden(SURVEY_MESSAGES.notYourAnswer);

  const ids = responses.map((response) => response.question_id);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate) throw badRequest(`Question ${duplicate} is answered twice in one submission.`);
  const [section] = await deps.db
    .select({ id: surveySections.id })
    .from(surveySections)
    .where(and(eq(surveySections.id, sectionId), eq(surveySections.surveyId, surveyId)));
  if (!section) throw notFound(SURVEY_MESSAGES.sectionNotFound);
  const questions = await deps.db
    .select()
    .from(surveyQuestions)
    .where(and(eq(surveyQuestions.sectionId, sectionId), inArray(surveyQuestions.id, ids)));
  const byId = new Map(questions.map((question) => [question.id, question]));

  const rows = responses.map((response) => {
    const question = byId.get(response.question_id);
    if (!question) {
      const message = SURVEY_MESSAGES.questionNotInSection(response.question_id);
      throw badRequest(message, { question_id: message });
    }
    const optionId = response.optionId || null;
    if (question.type === 'text') {
      // A text question has no options; a stray optionId would show another question's option in the results.
      if (optionId) {
        const message = SURVEY_MESSAGES.optionNotInQuestion(question.id);
        throw badRequest(message, { optionId: message });
      }
      if (question.required && blank(response.text))
        throw badRequest(SURVEY_MESSAGES.answerRequired(question.id), {
          text: SURVEY_MESSAGES.answerRequired(question.id),
        });
    } else {
      if (optionId && !question.options.some((option) => option._id === optionId)) {
        const message = SURVEY_MESSAGES.optionNotInQuestion(question.id);
        throw badRequest(message, { optionId: message });
      }
      if (question.required && !optionId)
        throw badRequest(SURVEY_MESSAGES.answerRequired(question.id), {
          optionId: SURVEY_MESSAGES.answerRequired(question.id),
        });
    }
    return { question, text: blank(response.text) ? null : (response.text as string).trim(), optionId };
  });
  const completing = responses.some((response) => response.is_completed === true);
  const last = rows.reduce(
    (latest, row) => (row.question.order >= latest.question.order ? row : latest),
    rows[0],
  );

  return deps.db.transaction(async (tx) => {
    await tx
      .insert(surveyResponses)
      .values(
        rows.map((row) => ({
          surveyId,
          questionId: row.question.id,
          userId: auth.accountId,
          text: row.text,
          optionId: row.optionId,
        })),
      )
      .onConflictDoUpdate({
        target: [surveyResponses.questionId, surveyResponses.userId],
        set: { text: sql`excluded.text`, optionId: sql`excluded.option_id`, updatedAt: new Date() },
      });
    // One round trip for every figure the answer needs, so the transaction holds its locks briefly.
    const tally = await tx.execute(sql`
      select
        (select count(*) from "survey_responses" where "survey_id" = ${surveyId} and "user_id" = ${auth.accountId})::int as answered,
        (select count(*) from "survey_questions" where "survey_id" = ${surveyId})::int as total,
        (select count(*) from "survey_questions" q
          where q."survey_id" = ${surveyId} and q."required"
            and not exists (select 1 from "survey_responses" r where r."question_id" = q."id" and r."user_id" = ${auth.accountId})
        )::int as left,
        (select "status" from "survey_respondents" where "survey_id" = ${surveyId} and "user_id" = ${auth.accountId}) as previous`);
    // Both drivers answer raw queries with `rows`; the shared database type cannot say so.
    const { answered, total, left, previous } = (tally as unknown as { rows: Tally[] }).rows[0];
    if (completing && left > 0) throw badRequest(SURVEY_MESSAGES.incomplete(left));
    const status = completing || previous === 'completed' ? 'completed' : 'ongoing';
    await tx
      .insert(surveyRespondents)
      .values({
        surveyId,
        userId: auth.accountId,
        status,
        currentQuestionId: last.question.id,
        answered,
        completedAt: status === 'completed' ? new Date() : null,
      })
      .onConflictDoUpdate({
        target: [surveyRespondents.surveyId, surveyRespondents.userId],
        set: {
          status,
          currentQuestionId: last.question.id,
          answered,
          completedAt: status === 'completed' ? sql`coalesce(${surveyRespondents.completedAt}, now())` : null,
          updatedAt: new Date(),
        },
      });
    return {
      survey_status: status as 'ongoing' | 'completed',
      progress: status === 'completed' ? 100 : surveyProgress(answered, total),
      current_question_id: last.question.id,
      answered,
      question_count: total,
    };
  });
}
