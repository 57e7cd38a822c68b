import type { CreateQuestion, SurveyQuestion } from '@tvet/contract';
import { request } from '@/lib/api';

export type CreateQuestionInput = CreateQuestion;

/** POST /surveys/{id}/questions: a question in a section at a place in the answering order (drafts only). */
export async function createQuestion({ surveyId, ...body }: CreateQuestionInput & { surveyId: string }) {
  const answer = await request<SurveyQuestion>(`/surveys/${encodeURIComponent(surveyId)}/questions`, {
    method: 'POST',
    body,
  });
  return { msg: answer.msg, question: answer.payload };
}
