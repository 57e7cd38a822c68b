import { type CreateQuestion, surveyAuthoringOperations } from '@tvet/contract';
import { call } from '@/lib/call';

export type CreateQuestionInput = CreateQuestion;

/** POST /surveys/{id}/questions: a question in a section at a place in the answering order (drafts only). */
export async function createQuestion({ surveyId, ...body }: CreateQuestionInput & { surveyId: string }) {
  const answer = await call(surveyAuthoringOperations.createQuestion, { params: { id: surveyId }, body });
  return { msg: answer.msg, question: answer.payload };
}
