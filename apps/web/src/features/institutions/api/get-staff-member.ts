import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffDetail } from '@tvet/contract';
import { request } from '@/lib/api';
import { institutionKeys, institutionPath } from './keys';

/** GET /institutions/{id}/staff/{staffId}: one of the institution's staff, ID card included. */
export async function getStaffMember(institutionId: string, staffId: string, signal?: AbortSignal) {
  const answer = await request<StaffDetail>(
    `${institutionPath(institutionId)}/staff/${encodeURIComponent(staffId)}`,
    { signal },
  );
  return answer.payload;
}

export const staffMemberQueryOptions = (institutionId: string, staffId: string) =>
  queryOptions({
    queryKey: institutionKeys.staffMember(institutionId, staffId),
    queryFn: ({ signal }) => getStaffMember(institutionId, staffId, signal),
  });

export function useStaffMember(institutionId: string, staffId: string) {
  return useQuery(staffMemberQueryOptions(institutionId, staffId));
}
