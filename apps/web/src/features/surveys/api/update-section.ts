import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SurveySection, UpdateSection } from '@tvet/contract';
import { request } from '@/lib/api';
import { surveyKeys } from './keys';

export type UpdateSectionInput = UpdateSection & { surveyId: string; sectionId: string };

/** PATCH /surveys/{id}/sections/{sectionId}: rename or reorder (draft surveys only). */
export async function updateSection({ surveyId, sectionId, ...body }: UpdateSectionInput) {
  const answer = await request<SurveySection>(
    `/surveys/${encodeURIComponent(surveyId)}/sections/${encodeURIComponent(sectionId)}`,
    { method: 'PATCH', body },
  );
  return { msg: answer.msg, section: answer.payload };
}

export function useUpdateSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}
