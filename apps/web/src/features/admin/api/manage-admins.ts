import { ADMIN_ROUTES, type Invitation, type InviteAdmin } from '@tvet/contract';
import { act } from './client';
import { adminKeys } from './keys';
import { useAdminAction } from './use-admin-action';

/** POST /v1/admin/invitations {email, name}: an invitation link e-mailed (single use, 72 hours). */
export const inviteAdmin = (body: InviteAdmin) => act<Invitation>(ADMIN_ROUTES.invitations, body);
/** DELETE /v1/admin/invitations/{id}: the link stops working. */
export const revokeInvitation = (id: string) =>
  act<Invitation>(ADMIN_ROUTES.invitation(encodeURIComponent(id)), undefined, 'DELETE');
/** DELETE /v1/admin/admins/{id}: deactivated, sessions ended; never the last administrator (409). */
export const removeAdmin = (id: string) =>
  act<null>(ADMIN_ROUTES.admin(encodeURIComponent(id)), undefined, 'DELETE');

export const useInviteAdmin = () => useAdminAction(inviteAdmin, adminKeys.admins());
export const useRevokeInvitation = () => useAdminAction(revokeInvitation, adminKeys.admins());
export const useRemoveAdmin = () => useAdminAction(removeAdmin, adminKeys.admins());
