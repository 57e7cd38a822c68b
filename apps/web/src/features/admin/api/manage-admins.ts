import { adminAdministratorOperations, type InviteAdmin } from '@tvet/contract';
import { act } from './client';
import { adminKeys } from './keys';
import { useAdminAction } from './use-admin-action';

/** POST /v1/admin/invitations {email, name}: an invitation link e-mailed (single use, 72 hours). */
export const inviteAdmin = (body: InviteAdmin) => act(adminAdministratorOperations.invite, {}, body);
/** DELETE /v1/admin/invitations/{id}: the link stops working. */
export const revokeInvitation = (id: string) => act(adminAdministratorOperations.revokeInvitation, { id });
/** DELETE /v1/admin/admins/{id}: deactivated, sessions ended; never the last administrator (409). */
export const removeAdmin = (id: string) => act(adminAdministratorOperations.remove, { id });

export const useInviteAdmin = () => useAdminAction(inviteAdmin, adminKeys.admins());
export const useRevokeInvitation = () => useAdminAction(revokeInvitation, adminKeys.admins());
export const useRemoveAdmin = () => useAdminAction(removeAdmin, adminKeys.admins());
