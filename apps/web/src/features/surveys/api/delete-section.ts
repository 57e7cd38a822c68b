import { request } from '@/lib/api';

/** DELETE /surveys/{id}/sections/{sectionId}: the section and its questions (draft surveys only). */
export async function deleteSection({ surveyId, sectionId }: { surveyId: string; sectionId: string }) {
  const answer = await request<null>(
    `/surveys/${encodeURIComponent(surveyId)}/sections/${encodeURIComponent(sectionId)}`,
    { method: 'DELETE' },
  );
  return { msg: answer.msg };
}
