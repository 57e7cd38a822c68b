import {
  type AcceptInvitation,
  ADMIN_MESSAGES,
  INVITATION_PAGE,
  INVITATION_TTL_HOURS,
  type InviteAdmin,
  type invitationListQuerySchema,
} from '@tvet/contract';
import type { z } from 'zod';
import { uniqueViolation } from '../../../db/errors';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/deps';
import { conflict, notFound } from '../../../platform/errors';
import {
  acceptInvitation,
  createInvitation,
  pendingInvitationFor,
  revokeInvitation,
  usableInvitation,
} from '../../../platform/invitations';
import type { AuthContext } from '../../../platform/jwt';
import { plainTextMail as mail } from '../../../platform/mail';
import { type PageRequest, pageOf } from '../../../platform/paging';
import { hashPassword } from '../../../platform/secrets';
import { createTwoFactor } from '../../../platform/totp';
import { sendMail } from '../admin.lookups';
import * as shared from '../admin.repository';
import { adminOut, invitationOut } from '../admin.serialize';
import * as repo from './administrators.repository';

/*
 * The administrators: the list, removing one, resetting a second factor, and inviting new ones (the invitation, its link, its acceptance).
 * Use cases of the console (admin.service.ts assembles them for the routes), each taking its dependencies.
 */

export function listAdmins(deps: Deps, page: PageRequest) {
  const { db } = deps;
  return pageOf(page, {
    rows: (window) => repo.adminRows(db, window),
    total: () => repo.countAdmins(db),
    map: adminOut,
  });
}

/**
 * Removes an administrator: the account is deactivated (its sessions end at once) and leaves the list; the
 * audit log keeps its name. Never the last administrator who can act (409), checked under a lock so two
 * removals at once cannot leave none.
 */
export async function removeAdmin(deps: Deps, auth: AuthContext, id: string) {
  const { db } = deps;
  const found = await repo.findAdmin(db, id);
  if (!found) throw notFound(ADMIN_MESSAGES.adminNotFound);
  await db.transaction(async (tx) => {
    const active = await repo.lockActiveAdmins(tx);
    if (active.filter((adminId) => adminId !== found.user.id).length === 0)
      throw conflict(ADMIN_MESSAGES.lastAdmin);
    await shared.setAccountActive(tx, found.user.id, false);
    await repo.markAdminRemoved(tx, found.user.id);
    await audit(tx, {
      actor: auth,
      action: 'admin.remove',
      target: { type: 'account', id: found.user.id, label: found.user.email },
      detail: { self: found.user.id === auth.accountId },
    });
  });
  await deps.sessions.endAll(found.user.id, 'admin-removed');
}

/** Another administrator lost their authenticator: their next sign-in sets TOTP up again. */
export async function resetTwoFactor(deps: Deps, auth: AuthContext, id: string) {
  const { db } = deps;
  const found = await repo.findAdmin(db, id);
  if (!found) throw notFound(ADMIN_MESSAGES.adminNotFound);
  await db.transaction(async (tx) => {
    await createTwoFactor({ db, jwtSecret: deps.config.jwtSecret }).reset(tx, found.user.id);
    await audit(tx, {
      actor: auth,
      action: 'admin.totp_reset',
      target: { type: 'account', id: found.user.id, label: found.user.email },
    });
  });
  await deps.sessions.endAll(found.user.id, 'totp-reset');
  const after = await repo.findAdmin(db, found.admin.id);
  if (!after) throw notFound(ADMIN_MESSAGES.adminNotFound);
  return adminOut(after);
}

export function listInvitations(deps: Deps, query: z.infer<typeof invitationListQuerySchema>) {
  const { db } = deps;
  return pageOf(query, {
    rows: (window) => repo.invitationRows(db, query.pending, window),
    total: () => repo.countInvitations(db, query.pending),
    map: invitationOut,
  });
}

/** Mails a single-use link to set a password; `origin` is the site the inviting administrator is on. */
export async function inviteAdmin(deps: Deps, auth: AuthContext, body: InviteAdmin, origin: string) {
  const { db } = deps;
  if (await repo.emailTaken(db, body.email))
    throw conflict(ADMIN_MESSAGES.emailTaken, { email: ADMIN_MESSAGES.emailTaken });
  if (await pendingInvitationFor(db, body.email))
    throw conflict(ADMIN_MESSAGES.invitationPending, { email: ADMIN_MESSAGES.invitationPending });
  const { invitation, token } = await db.transaction(async (tx) => {
    const created = await createInvitation(tx, {
      email: body.email,
      name: body.name,
      userType: 'admin',
      invitedBy: auth.accountId,
    });
    await audit(tx, {
      actor: auth,
      action: 'admin.invite',
      target: { type: 'invitation', id: created.invitation.id, label: body.email },
      detail: { user_type: 'admin' },
    });
    return created;
  });
  const inviter = await shared.findAccount(db, auth.accountId);
  const link = `${origin}${INVITATION_PAGE}/${token}`;
  sendMail(
    deps,
    mail(
      body.email,
      ADMIN_MESSAGES.invitationMailSubject,
      ADMIN_MESSAGES.invitationMail(inviter?.name ?? 'An administrator', link, INVITATION_TTL_HOURS),
    ),
  );
  const view = await repo.findInvitation(db, invitation.id);
  if (!view) throw notFound(ADMIN_MESSAGES.invitationNotFound);
  return invitationOut(view);
}

export async function revokeAdminInvitation(deps: Deps, auth: AuthContext, id: string) {
  const { db } = deps;
  const found = await repo.findInvitation(db, id);
  if (!found) throw notFound(ADMIN_MESSAGES.invitationNotFound);
  await db.transaction(async (tx) => {
    const revoked = await revokeInvitation(tx, id);
    if (!revoked) throw conflict(ADMIN_MESSAGES.invitationInvalid);
    await audit(tx, {
      actor: auth,
      action: 'admin.invitation_revoke',
      target: { type: 'invitation', id, label: found.invitation.email },
    });
  });
  const after = await repo.findInvitation(db, id);
  if (!after) throw notFound(ADMIN_MESSAGES.invitationNotFound);
  return invitationOut(after);
}

/** What the set-password page shows; 404 once the link is used, revoked or expired. */
export async function invitationPreview(deps: Deps, token: string) {
  const { db } = deps;
  const invitation = await usableInvitation(db, token);
  if (!invitation) throw notFound(ADMIN_MESSAGES.invitationInvalid);
  return {
    email: invitation.email,
    name: invitation.name,
    user_type: invitation.userType as 'admin',
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

export async function acceptAdminInvitation(deps: Deps, token: string, body: AcceptInvitation) {
  const { db } = deps;
  if (!(await usableInvitation(db, token))) throw notFound(ADMIN_MESSAGES.invitationInvalid);
  const passwordHash = await hashPassword(body.password);
  try {
    const accepted = await acceptInvitation(db, token, { username: body.username, passwordHash });
    if (!accepted) throw notFound(ADMIN_MESSAGES.invitationInvalid);
    return {
      _id: accepted.user.id,
      email: accepted.user.email,
      username: accepted.user.username,
      user_type: accepted.user.userType as 'admin',
    };
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_username_key')
      throw conflict(ADMIN_MESSAGES.usernameTaken, { username: ADMIN_MESSAGES.usernameTaken });
    if (constraint) throw conflict(ADMIN_MESSAGES.emailTaken, { email: ADMIN_MESSAGES.emailTaken });
    throw error;
  }
}
