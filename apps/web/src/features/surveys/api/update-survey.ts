import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Survey, UpdateSurvey } from '@tvet/contract';
import { request } from '@/lib/api';
import { surveyKeys } from './keys';

export type UpdateSurveyInput = UpdateSurvey;

/** PATCH /surveys/{id}: title, text, who is asked, or publish / close with `state`. */
export async function updateSurvey({ surveyId, ...body }: UpdateSurveyInput & { surveyId: string }) {
  const answer = await request<Survey>(`/surveys/${encodeURIComponent(surveyId)}`, { method: 'PATCH', body });
  return { msg: answer.msg, survey: answer.payload };
}

export function useUpdateSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSurvey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}
