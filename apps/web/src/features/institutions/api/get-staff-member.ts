import { queryOptions, useQuery } from '@tanstack/react-query';
import { institutionOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';
import { institutionKeys } from './keys';

/** GET /institutions/{id}/staff/{staffId}: one of the institution's staff, ID card included. */
export async function getStaffMember(institutionId: string, staffId: string, signal?: AbortSignal) {
  const answer = await call(ops.staffMember, { params: { userId: institutionId, staffId }, signal });
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
