import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SurveySection } from '@tvet/contract';
import { request } from '@/lib/api';
import { surveyKeys } from './keys';

/** POST /surveys/{id}/sections: a section at the end (draft surveys only). */
export async function createSection({ surveyId, title }: { surveyId: string; title: string }) {
  const answer = await request<SurveySection>(`/surveys/${encodeURIComponent(surveyId)}/sections`, {
    method: 'POST',
    body: { title },
  });
  return { msg: answer.msg, section: answer.payload };
}

export function useCreateSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}
