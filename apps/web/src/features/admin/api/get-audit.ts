import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type AuditEntry, adminLogOperations, type Paged } from '@tvet/contract';
import { getPage } from './client';
import { adminKeys } from './keys';

export type AuditQuery = Record<string, string | number | boolean | undefined>;

/** GET /v1/admin/audit?actor&action&target_type&target_id&from&to&page: the audit log, newest first, read-only. */
export function getAudit(query: AuditQuery, signal?: AbortSignal): Promise<Paged<AuditEntry>> {
  return getPage(adminLogOperations.audit, query, signal);
}

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) => getAudit(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAudit(query: AuditQuery) {
  return useQuery(auditQueryOptions(query));
}
