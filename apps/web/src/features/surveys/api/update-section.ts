import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api';
import type { SectionOut } from './create-section';
import { surveyKeys } from './keys';

export interface UpdateSectionInput {
  surveyId: string;
  sectionId: string;
  title?: string;
  order?: number;
}

/** PATCH /surveys/{id}/sections/{sectionId}: rename or reorder (draft surveys only). */
export async function updateSection({ surveyId, sectionId, ...body }: UpdateSectionInput) {
  const answer = await request<SectionOut>(
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
