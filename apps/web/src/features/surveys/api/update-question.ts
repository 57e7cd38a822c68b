import type { SurveyQuestion, UpdateQuestion } from '@tvet/contract';
import { request } from '@/lib/api';

export type UpdateQuestionInput = UpdateQuestion;

/** PATCH /surveys/{id}/questions/{questionId}: edit or move a question (draft surveys only). */
export async function updateQuestion({
  surveyId,
  questionId,
  ...body
}: UpdateQuestionInput & { surveyId: string; questionId: string }) {
  const answer = await request<SurveyQuestion>(
    `/surveys/${encodeURIComponent(surveyId)}/questions/${encodeURIComponent(questionId)}`,
    { method: 'PATCH', body },
  );
  return { msg: answer.msg, question: answer.payload };
}
