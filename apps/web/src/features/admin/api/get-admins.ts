import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminUser, adminAdministratorOperations, type Paged } from '@tvet/contract';
import { getPage } from './client';
import { adminKeys } from './keys';

export type AdminsQuery = Record<string, string | number | boolean | undefined>;

/** GET /v1/admin/admins?page: the administrators. */
export function getAdmins(query: AdminsQuery, signal?: AbortSignal): Promise<Paged<AdminUser>> {
  return getPage(adminAdministratorOperations.list, query, signal);
}

export const adminsQueryOptions = (query: AdminsQuery) =>
  queryOptions({
    queryKey: adminKeys.adminList(query),
    queryFn: ({ signal }) => getAdmins(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdmins(query: AdminsQuery) {
  return useQuery(adminsQueryOptions(query));
}
