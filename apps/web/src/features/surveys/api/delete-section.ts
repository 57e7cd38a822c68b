import { surveyAuthoringOperations } from '@tvet/contract';
import { call } from '@/lib/call';

/** DELETE /surveys/{id}/sections/{sectionId}: the section and its questions (draft surveys only). */
export async function deleteSection({ surveyId, sectionId }: { surveyId: string; sectionId: string }) {
  const answer = await call(surveyAuthoringOperations.deleteSection, { params: { id: surveyId, sectionId } });
  return { msg: answer.msg };
}
