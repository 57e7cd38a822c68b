import { useMutation } from '@tanstack/react-query';
import { DATA_RIGHTS_ROUTES, type ErasureReceipt } from '@tvet/contract';
import { type Envelope, request } from '@/lib/api';

/** POST /v1/me/erasure {password}: erases the signed-in account and answers the receipt. */
export async function eraseAccount(password: string): Promise<Envelope<ErasureReceipt>> {
  return request<ErasureReceipt>(DATA_RIGHTS_ROUTES.erasure.replace(/^\/api\/v1/, ''), {
    method: 'POST',
    body: { password },
  });
}

export function useEraseAccount() {
  return useMutation({ mutationFn: eraseAccount });
}
