import { queryOptions, useQuery } from '@tanstack/react-query';
import { institutionOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';

/**
 * GET /graduates/{graduateId}/institutions/: the institutions a graduate studied at, each with the claim the link
 * makes (matric number, programme, year) and whether the institution has confirmed it.
 */
export async function getLinkedInstitutions(graduateId: string) {
  const answer = await call(ops.linked, { params: { id: graduateId } });
  return answer.payload.docs;
}

export const linkedInstitutionsQueryOptions = (graduateId: string) =>
  queryOptions({
    queryKey: ['graduate-institutions', graduateId],
    queryFn: () => getLinkedInstitutions(graduateId),
  });

export function useLinkedInstitutions(graduateId: string) {
  return useQuery(linkedInstitutionsQueryOptions(graduateId));
}
