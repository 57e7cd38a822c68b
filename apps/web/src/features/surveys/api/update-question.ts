import { surveyAuthoringOperations, type UpdateQuestion } from '@tvet/contract';
import { call } from '@/lib/call';

export type UpdateQuestionInput = UpdateQuestion;

/** PATCH /surveys/{id}/questions/{questionId}: edit or move a question (draft surveys only). */
export async function updateQuestion({
  surveyId,
  questionId,
  ...body
}: UpdateQuestionInput & { surveyId: string; questionId: string }) {
  const answer = await call(surveyAuthoringOperations.updateQuestion, {
    params: { id: surveyId, questionId },
    body,
  });
  return { msg: answer.msg, question: answer.payload };
}
