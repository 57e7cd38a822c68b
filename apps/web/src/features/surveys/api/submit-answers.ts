import { type Language, type ResponseInput, type SubmitResult, surveyOperations } from '@tvet/contract';
import { call } from '@/lib/call';

/**
 * One answer as sent: `user_id` is the account id (session._id), not the role profile id; `optionId` is always
 * null for a text question (the server refuses an option there).
 */
export type AnswerResponse = ResponseInput;
export type { SubmitResult };

/**
 * POST /surveys/{surveyId}/sections/{sectionId}/submit: stores one section's answers. Sending the same
 * answer again replaces it on the server, so a retry after a lost connection stores it once. `language` is the
 * interface language the answers were given in (issue 29), which the server keeps with the response.
 */
export async function submitAnswers(
  surveyId: string,
  sectionId: string,
  responses: AnswerResponse[],
  signal?: AbortSignal,
  language?: Language,
): Promise<{ msg: string; payload: SubmitResult }> {
  const answer = await call(surveyOperations.submit, {
    params: { surveyId, sectionId },
    body: { responses, ...(language ? { language } : {}) },
    signal,
  });
  return { msg: answer.msg, payload: answer.payload };
}
