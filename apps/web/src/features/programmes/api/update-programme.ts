import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Programme, UpdateProgramme } from '@tvet/contract';
import { request } from '@/lib/api';
import { programmeKeys } from './keys';

export interface UpdateProgrammeInput {
  id: string;
  changes: UpdateProgramme;
}

/** PATCH /programmes/{id}: only the fields that changed; a new type or new dates make it pending again. */
export function updateProgramme({ id, changes }: UpdateProgrammeInput) {
  return request<Programme>(`/programmes/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
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
