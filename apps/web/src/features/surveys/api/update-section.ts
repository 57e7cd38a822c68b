import { surveyAuthoringOperations, type UpdateSection } from '@tvet/contract';
import { call } from '@/lib/call';

export type UpdateSectionInput = UpdateSection & { surveyId: string; sectionId: string };

/** PATCH /surveys/{id}/sections/{sectionId}: rename or reorder (draft surveys only). */
export async function updateSection({ surveyId, sectionId, ...body }: UpdateSectionInput) {
  const answer = await call(surveyAuthoringOperations.updateSection, {
    params: { id: surveyId, sectionId },
    body,
  });
  return { msg: answer.msg, section: answer.payload };
}
