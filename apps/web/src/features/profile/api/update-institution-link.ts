import { useMutation, useQueryClient } from '@tanstack/react-query';
import { institutionOperations as ops, type updateInstitutionLinkSchema } from '@tvet/contract';
import type { z } from 'zod';
import { call } from '@/lib/call';
import { linkedInstitutionsQueryOptions } from './get-linked-institutions';

export type InstitutionLinkChanges = z.input<typeof updateInstitutionLinkSchema>;

/**
 * PATCH /graduates/{graduateId}/institutions/{institutionId}: the matric number, programme and graduation year
 * of one link; the claim is matched to the institution's roll again.
 */
export function updateInstitutionLink(
  graduateId: string,
  institutionId: string,
  changes: InstitutionLinkChanges,
) {
  return call(ops.updateLink, { params: { id: graduateId, institutionId }, body: changes });
}

export function useUpdateInstitutionLink(graduateId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = linkedInstitutionsQueryOptions(graduateId);
  return useMutation({
    mutationFn: ({ institutionId, changes }: { institutionId: string; changes: InstitutionLinkChanges }) =>
      updateInstitutionLink(graduateId, institutionId, changes),
    onSuccess: (answer) => {
      const docs = answer.payload?.docs;
      if (docs) queryClient.setQueryData(queryKey, docs);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
