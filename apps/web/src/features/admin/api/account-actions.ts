import { adminAccountOperations } from '@tvet/contract';
import { act } from './client';
import { adminKeys } from './keys';
import { useAdminAction } from './use-admin-action';

/** POST /v1/admin/accounts/{id}/resend-verification: a new code e-mailed to the account. */
export const resendVerification = (id: string) => act(adminAccountOperations.resendVerification, { id });
/** POST /v1/admin/accounts/{id}/deactivate {reason?}: cannot sign in, its sessions end at once, its data is kept. */
export const deactivateAccount = ({ id, reason }: { id: string; reason?: string }) =>
  act(adminAccountOperations.deactivate, { id }, reason ? { reason } : {});
/** POST /v1/admin/accounts/{id}/reactivate. */
export const reactivateAccount = (id: string) => act(adminAccountOperations.reactivate, { id });

export const useResendVerification = () => useAdminAction(resendVerification, adminKeys.accounts());
export const useDeactivateAccount = () => useAdminAction(deactivateAccount, adminKeys.accounts());
export const useReactivateAccount = () => useAdminAction(reactivateAccount, adminKeys.accounts());
