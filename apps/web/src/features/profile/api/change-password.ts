import { useMutation } from '@tanstack/react-query';
import { accountOperations } from '@tvet/contract';
import { call } from '@/lib/call';

export interface ChangePasswordInput {
  accountId: string;
  password: string;
  new_password: string;
  confirm_password: string;
}

/** PATCH /users/{accountId}/password: the current password proves it is the owner asking. */
export function changePassword({ accountId, ...body }: ChangePasswordInput) {
  return call(accountOperations.changePassword, { params: { id: accountId }, body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
