import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { surveyKeys } from './keys';

/** DELETE /surveys/{id}/questions/{questionId} (draft surveys only). */
export async function deleteQuestion({ surveyId, questionId }: { surveyId: string; questionId: string }) {
  const answer = await request<null>(
    `/surveys/${encodeURIComponent(surveyId)}/questions/${encodeURIComponent(questionId)}`,
    { method: 'DELETE' },
  );
  return { msg: answer.msg };
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all }),
  });
}
