import { surveyAuthoringOperations } from '@tvet/contract';
import { call } from '@/lib/call';

/** POST /surveys/{id}/sections: a section at the end (draft surveys only). */
export async function createSection({ surveyId, title }: { surveyId: string; title: string }) {
  const answer = await call(surveyAuthoringOperations.createSection, {
    params: { id: surveyId },
    body: { title },
  });
  return { msg: answer.msg, section: answer.payload };
}
