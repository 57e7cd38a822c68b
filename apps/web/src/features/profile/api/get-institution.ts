import { queryOptions } from '@tanstack/react-query';
import type { InstitutionSummary, Paged } from '@tvet/contract';
import { request } from '@/lib/api';

/** GET /institutions/?id=: one institution by id (null when it no longer exists). */
export async function getInstitution(id: string): Promise<InstitutionSummary | null> {
  const answer = await request<Paged<InstitutionSummary>>(`/institutions/?id=${encodeURIComponent(id)}`);
  return answer.payload.docs[0] ?? null;
}

export const institutionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['institution', id],
    queryFn: () => getInstitution(id),
    staleTime: 5 * 60_000,
  });
