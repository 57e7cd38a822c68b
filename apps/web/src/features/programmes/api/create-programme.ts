import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateProgramme, programmeOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { programmeKeys } from './keys';

/** POST /programmes/: the server sets created_by to the signed-in institution. */
export function createProgramme(programme: CreateProgramme) {
  return call(programmeOperations.create, { body: programme });
}

export function useCreateProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgramme,
    onSuccess: (answer) => {
      queryClient.setQueryData(programmeKeys.detail(answer.payload._id), answer.payload);
      return queryClient.invalidateQueries({ queryKey: programmeKeys.lists() });
    },
  });
}
