import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LinkedInstitutions } from '@tvet/contract';
import { request } from '@/lib/api';

/**
 * GET /graduates/{graduateId}/institutions/: the institutions a graduate studied at, each with the claim the link
 * makes (matric number, programme, year) and whether the institution has confirmed it.
 */
export async function getLinkedInstitutions(graduateId: string) {
  const answer = await request<LinkedInstitutions>(
    `/graduates/${encodeURIComponent(graduateId)}/institutions/`,
  );
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
