import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { jobOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { jobKeys } from './keys';

/** GET /graduates/{graduateId}/applications: the graduate's applications, newest first; removed jobs kept. */
export async function getApplications(graduateId: string, page: number, signal?: AbortSignal) {
  // The server's page size applies.
  const answer = await call(jobOperations.applications, {
    params: { id: graduateId },
    query: { page },
    signal,
  });
  return answer.payload;
}

export const applicationsQueryOptions = (graduateId: string, page: number) =>
  queryOptions({
    queryKey: jobKeys.applicationsPage(graduateId, page),
    queryFn: ({ signal }) => getApplications(graduateId, page, signal),
    placeholderData: keepPreviousData,
  });

export function useApplications(graduateId: string, page: number) {
  return useQuery(applicationsQueryOptions(graduateId, page));
}
