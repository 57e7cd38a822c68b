import {
  type AcceptInvitation,
  type InvitationPreview,
  adminAdministratorOperations as ops,
} from '@tvet/contract';
import { call } from '@/lib/call';

/** GET /v1/invitations/{token}: whom the link invites, as what; 404 once used, revoked or expired. */
export async function getInvitation(token: string): Promise<InvitationPreview> {
  return (await call(ops.invitationPreview, { params: { token }, auth: false })).payload;
}

/** POST /v1/invitations/{token} {username, password}: the account is ready; the link stops working. */
export async function acceptInvitation(token: string, body: AcceptInvitation) {
  return call(ops.acceptInvitation, { params: { token }, body, auth: false });
}
