import type { AcceptInvitation, InvitationPreview, UserType } from '@tvet/contract';
import { request } from '@/lib/api';

const path = (token: string) => `/invitations/${encodeURIComponent(token)}`;

/** GET /v1/invitations/{token}: whom the link invites, as what; 404 once used, revoked or expired. */
export async function getInvitation(token: string): Promise<InvitationPreview> {
  return (await request<InvitationPreview>(path(token), { auth: false })).payload;
}

/** POST /v1/invitations/{token} {username, password}: the account is ready; the link stops working. */
export async function acceptInvitation(token: string, body: AcceptInvitation) {
  return request<{ _id: string; email: string; username: string; user_type: UserType }>(path(token), {
    method: 'POST',
    body,
    auth: false,
  });
}
