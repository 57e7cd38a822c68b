import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/api';

export interface ChangePasswordInput {
  accountId: string;
  password: string;
  new_password: string;
  confirm_password: string;
}

/** PATCH /users/{accountId}/password/: the current password proves it is the owner asking. */
export function changePassword({ accountId, ...body }: ChangePasswordInput) {
  return request<unknown>(`/users/${encodeURIComponent(accountId)}/password/`, { method: 'PATCH', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
