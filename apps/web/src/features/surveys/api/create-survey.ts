import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateSurvey, surveyAuthoringOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { surveyKeys } from './keys';

export type CreateSurveyInput = CreateSurvey;

/** POST /surveys: a new draft survey. */
export async function createSurvey(input: CreateSurveyInput) {
  const answer = await call(surveyAuthoringOperations.create, { body: input });
  return { msg: answer.msg, survey: answer.payload };
}

export function useCreateSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSurvey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}
