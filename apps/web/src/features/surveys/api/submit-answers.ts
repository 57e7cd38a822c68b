import type { submitPayloadSchema } from '@tvet/contract';
import type { z } from 'zod';
import { request } from '@/lib/api';

export interface AnswerResponse {
  question_id: string;
  /** The account id (session._id), not the role profile id. */
  user_id: string;
  text: string | null;
  /** Always null for a text question: the server refuses an option there. */
  optionId: string | null;
  is_completed: boolean;
}

export type SubmitResult = z.infer<typeof submitPayloadSchema>;

/**
 * POST /surveys/{surveyId}/sections/{sectionId}/submit/: stores one section's answers. Sending the same
 * answer again replaces it on the server, so a retry after a lost connection stores it once.
 */
export async function submitAnswers(
  surveyId: string,
  sectionId: string,
  responses: AnswerResponse[],
  signal?: AbortSignal,
): Promise<{ msg: string; payload: SubmitResult }> {
  const answer = await request<SubmitResult>(
    `/surveys/${encodeURIComponent(surveyId)}/sections/${encodeURIComponent(sectionId)}/submit/`,
    { method: 'POST', body: { responses }, signal },
  );
  return { msg: answer.msg, payload: answer.payload };
}
