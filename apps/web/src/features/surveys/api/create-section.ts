import type { SurveySection } from '@tvet/contract';
import { request } from '@/lib/api';

/** POST /surveys/{id}/sections: a section at the end (draft surveys only). */
export async function createSection({ surveyId, title }: { surveyId: string; title: string }) {
  const answer = await request<SurveySection>(`/surveys/${encodeURIComponent(surveyId)}/sections`, {
    method: 'POST',
    body: { title },
  });
  return { msg: answer.msg, section: answer.payload };
}
