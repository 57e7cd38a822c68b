import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentDetail } from '@tvet/contract';
import { request } from '@/lib/api';
import { institutionKeys, institutionPath } from './keys';

/** GET /institutions/{id}/graduates/{graduateId}: one of the institution's students, files included. */
export async function getStudent(institutionId: string, graduateId: string, signal?: AbortSignal) {
  const answer = await request<StudentDetail>(
    `${institutionPath(institutionId)}/graduates/${encodeURIComponent(graduateId)}`,
    { signal },
  );
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
