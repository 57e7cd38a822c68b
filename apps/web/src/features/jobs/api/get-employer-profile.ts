import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@tvet/contract';
import { request } from '@/lib/api';

/**
 * GET /employers/{id}: the signed-in employer's profile, for the overview's greeting. Same call and same key
 * as the shell's own profile query, so the answer already in the cache is used and nothing is fetched twice
 * (features do not import each other, so the call is repeated here rather than imported).
 */
export async function getEmployerProfile(employerId: string): Promise<Profile> {
  const answer = await request<Profile>(`/employers/${encodeURIComponent(employerId)}`);
  return answer.payload;
}

export const employerProfileQueryOptions = (employerId: string) =>
  queryOptions({
    queryKey: ['profile', 'employer', employerId],
    queryFn: () => getEmployerProfile(employerId),
  });

export function useEmployerProfile(employerId: string) {
  return useQuery(employerProfileQueryOptions(employerId));
}
