import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Survey, SurveyState, updateSurveySchema } from '@tvet/contract';
import type { z } from 'zod';
import { request } from '@/lib/api';
import { surveyKeys } from './keys';

export type UpdateSurveyInput = z.infer<typeof updateSurveySchema> & { state?: SurveyState };

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
