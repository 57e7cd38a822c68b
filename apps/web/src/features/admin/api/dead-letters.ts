import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminLogOperations, type DeadLetterDoc, type Paged } from '@tvet/contract';
import { act, getPage } from './client';
import { adminKeys } from './keys';
import { useAdminAction } from './use-admin-action';

/** GET /v1/admin/dead-letters?page: background jobs that failed their last try, newest first. */
export const deadLettersQueryOptions = (query: { page: number }) =>
  queryOptions({
    queryKey: adminKeys.deadLetterList(query),
    queryFn: ({ signal }): Promise<Paged<DeadLetterDoc>> =>
      getPage(adminLogOperations.deadLetters, query, signal),
    placeholderData: keepPreviousData,
  });

export function useDeadLetters(query: { page: number }) {
  return useQuery(deadLettersQueryOptions(query));
}

/** POST /v1/admin/dead-letters/{id}/retry: back on its queue as a new job, and off the list. */
const retryDeadLetter = (id: string) => act(adminLogOperations.retryDeadLetter, { id });

export const useRetryDeadLetter = () => useAdminAction(retryDeadLetter, adminKeys.deadLetters());
