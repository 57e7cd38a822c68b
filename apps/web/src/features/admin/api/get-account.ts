import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminAccount, adminAccountOperations } from '@tvet/contract';
import { call } from '@/lib/call';
import { adminKeys } from './keys';

/** GET /v1/admin/accounts/{id}: one account (never a password or a token). */
export async function getAccount(id: string, signal?: AbortSignal): Promise<AdminAccount> {
  const answer = await call(adminAccountOperations.read, { params: { id }, signal });
  return answer.payload;
}

export const accountQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.account(id), queryFn: ({ signal }) => getAccount(id, signal) });

export function useAccount(id: string) {
  return useQuery(accountQueryOptions(id));
}
