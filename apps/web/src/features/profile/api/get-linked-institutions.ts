import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstitutionSummary } from '@tvet/contract';
import { request } from '@/lib/api';

/** GET /graduates/{graduateId}/institutions/: the institutions a graduate studied at. */
export async function getLinkedInstitutions(graduateId: string) {
  const answer = await request<{ docs: InstitutionSummary[] }>(
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
