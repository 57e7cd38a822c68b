import { useMutation } from '@tanstack/react-query';
import { dataRightsOperations } from '@tvet/contract';
import { call } from '@/lib/call';

/** POST /v1/me/erasure {password}: erases the signed-in account and answers the receipt. */
export async function eraseAccount(password: string) {
  return call(dataRightsOperations.erase, { body: { password } });
}

export function useEraseAccount() {
  return useMutation({ mutationFn: eraseAccount });
}
