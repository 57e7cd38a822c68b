import { queryOptions, useQuery } from '@tanstack/react-query';
import { institutionOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';
import { institutionKeys } from './keys';

/** GET /institutions/{id}/graduates/{graduateId}: one of the institution's students, files included. */
export async function getStudent(institutionId: string, graduateId: string, signal?: AbortSignal) {
  const answer = await call(ops.student, { params: { userId: institutionId, graduateId }, signal });
  return answer.payload;
}

export const studentQueryOptions = (institutionId: string, graduateId: string) =>
  queryOptions({
    queryKey: institutionKeys.student(institutionId, graduateId),
    queryFn: ({ signal }) => getStudent(institutionId, graduateId, signal),
  });

export function useStudent(institutionId: string, graduateId: string) {
  return useQuery(studentQueryOptions(institutionId, graduateId));
}
