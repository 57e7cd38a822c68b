import { useMutation, useQueryClient } from '@tanstack/react-query';
import { programmeOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { programmeKeys } from './keys';

/** DELETE /programmes/{id}: refused (409) while graduates on the roll are in it. */
export function deleteProgramme(id: string) {
  return call(programmeOperations.remove, { params: { id } });
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
