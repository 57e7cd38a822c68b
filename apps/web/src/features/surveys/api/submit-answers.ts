import type { Language, ResponseInput, SubmitResult } from '@tvet/contract';
import { request } from '@/lib/api';

/**
 * One answer as sent: `user_id` is the account id (session._id), not the role profile id; `optionId` is always
 * null for a text question (the server refuses an option there).
 */
export type AnswerResponse = ResponseInput;
export type { SubmitResult };

/**
 * POST /surveys/{surveyId}/sections/{sectionId}/submit/: stores one section's answers. Sending the same
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
  const answer = await request<SubmitResult>(
    `/surveys/${encodeURIComponent(surveyId)}/sections/${encodeURIComponent(sectionId)}/submit/`,
    { method: 'POST', body: { responses, ...(language ? { language } : {}) }, signal },
  );
  return { msg: answer.msg, payload: answer.payload };
}
