import { queryOptions } from '@tanstack/react-query';
import { type InstitutionSummary, institutionOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';

/** GET /institutions/?id=: one institution by id (null when it no longer exists). */
export async function getInstitution(id: string): Promise<InstitutionSummary | null> {
  const answer = await call(ops.list, { query: { id } });
  return answer.payload.docs[0] ?? null;
}

export const institutionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['institution', id],
    queryFn: () => getInstitution(id),
    staleTime: 5 * 60_000,
  });
