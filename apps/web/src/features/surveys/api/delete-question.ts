import { surveyAuthoringOperations } from '@tvet/contract';
import { call } from '@/lib/call';

/** DELETE /surveys/{id}/questions/{questionId} (draft surveys only). */
export async function deleteQuestion({ surveyId, questionId }: { surveyId: string; questionId: string }) {
  const answer = await call(surveyAuthoringOperations.deleteQuestion, {
    params: { id: surveyId, questionId },
  });
  return { msg: answer.msg };
}
