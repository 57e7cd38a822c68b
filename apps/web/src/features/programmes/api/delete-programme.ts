import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api';
import { programmeKeys } from './keys';

/** DELETE /programmes/{id}: refused (409) while graduates on the roll are in it. */
export function deleteProgramme(id: string) {
  return request<null>(`/programmes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProgramme,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: programmeKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: programmeKeys.lists() });
    },
  });
}
