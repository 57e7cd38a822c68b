import { useMutation, useQueryClient } from '@tanstack/react-query';
import { programmeOperations, type UpdateProgramme } from '@tvet/contract';
import { call } from '@/lib/call';
import { programmeKeys } from './keys';

export interface UpdateProgrammeInput {
  id: string;
  changes: UpdateProgramme;
}

/** PATCH /programmes/{id}: only the fields that changed; a new type or new dates make it pending again. */
export function updateProgramme({ id, changes }: UpdateProgrammeInput) {
  return call(programmeOperations.update, { params: { id }, body: changes });
}

export function useUpdateProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgramme,
    onSuccess: (answer, { id }) => {
      queryClient.setQueryData(programmeKeys.detail(id), answer.payload);
      return queryClient.invalidateQueries({ queryKey: programmeKeys.lists() });
    },
  });
}
