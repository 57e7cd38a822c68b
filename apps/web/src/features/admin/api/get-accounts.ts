import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminAccount, adminAccountOperations, type Paged } from '@tvet/contract';
import { getPage } from './client';
import { adminKeys } from './keys';

export type AccountsQuery = Record<string, string | number | boolean | undefined>;

/** GET /v1/admin/accounts?q&role&state&verified&page: every account, searchable. */
export function getAccounts(query: AccountsQuery, signal?: AbortSignal): Promise<Paged<AdminAccount>> {
  return getPage(adminAccountOperations.list, query, signal);
}

export const accountsQueryOptions = (query: AccountsQuery) =>
  queryOptions({
    queryKey: adminKeys.accountList(query),
    queryFn: ({ signal }) => getAccounts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAccounts(query: AccountsQuery) {
  return useQuery(accountsQueryOptions(query));
}
