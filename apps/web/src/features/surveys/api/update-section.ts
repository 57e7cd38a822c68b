import type { SurveySection, UpdateSection } from '@tvet/contract';
import { request } from '@/lib/api';

export type UpdateSectionInput = UpdateSection & { surveyId: string; sectionId: string };

/** PATCH /surveys/{id}/sections/{sectionId}: rename or reorder (draft surveys only). */
export async function updateSection({ surveyId, sectionId, ...body }: UpdateSectionInput) {
  const answer = await request<SurveySection>(
    `/surveys/${encodeURIComponent(surveyId)}/sections/${encodeURIComponent(sectionId)}`,
    { method: 'PATCH', body },
  );
  return { msg: answer.msg, section: answer.payload };
}
