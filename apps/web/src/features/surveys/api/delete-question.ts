import { request } from '@/lib/api';

/** DELETE /surveys/{id}/questions/{questionId} (draft surveys only). */
export async function deleteQuestion({ surveyId, questionId }: { surveyId: string; questionId: string }) {
  const answer = await request<null>(
    `/surveys/${encodeURIComponent(surveyId)}/questions/${encodeURIComponent(questionId)}`,
    { method: 'DELETE' },
  );
  return { msg: answer.msg };
}
