import { useMutation, useQueryClient } from '@tanstack/react-query';
import { surveyAuthoringOperations, type UpdateSurvey } from '@tvet/contract';
import { call } from '@/lib/call';
import { surveyKeys } from './keys';

export type UpdateSurveyInput = UpdateSurvey;

/** PATCH /surveys/{id}: title, text, who is asked, or publish / close with `state`. */
export async function updateSurvey({ surveyId, ...body }: UpdateSurveyInput & { surveyId: string }) {
  const answer = await call(surveyAuthoringOperations.update, { params: { id: surveyId }, body });
  return { msg: answer.msg, survey: answer.payload };
}

export function useUpdateSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSurvey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}
