import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@tvet/contract';
import { request } from '@/lib/api';
import { institutionKeys, institutionPath } from './keys';

type InstitutionProfile = Extract<Profile, { user_type: 'institution' }>;

/**
 * GET /institutions/{id}: the signed-in institution's own profile (name and verified badge on the overview).
 * Same call and key as the shell's profile query, so the answer already in the cache is used.
 */
export async function getInstitutionProfile(institutionId: string): Promise<InstitutionProfile> {
  const answer = await request<InstitutionProfile>(institutionPath(institutionId));
  return answer.payload;
}

export const institutionProfileQueryOptions = (institutionId: string) =>
  queryOptions({
    queryKey: institutionKeys.profile(institutionId),
    queryFn: () => getInstitutionProfile(institutionId),
  });

export function useInstitutionProfile(institutionId: string) {
  return useQuery(institutionProfileQueryOptions(institutionId));
}
