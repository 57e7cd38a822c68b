import { randomBytes } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  type adminMentorListQuerySchema,
  type CreateMentor,
  INVITATION_PAGE,
  INVITATION_TTL_HOURS,
  MENTORING_MESSAGES,
  type UpdateMentorByAdmin,
} from '@tvet/contract';
import type { z } from 'zod';
import { insertAccount } from '../../../db/accounts';
import type { Database } from '../../../db/client';
import { uniqueViolation } from '../../../db/errors';
import { audit } from '../../../platform/audit';
import type { Deps } from '../../../platform/deps';
import { conflict, notFound } from '../../../platform/errors';
import { createInvitation, revokePendingInvitations } from '../../../platform/invitations';
import type { AuthContext } from '../../../platform/jwt';
import type { MailMessage } from '../../../platform/mail';
import { pageOf } from '../../../platform/paging';
import { hashPassword } from '../../../platform/secrets';
import * as repo from '../mentoring.repository';
import { adminMentorOut, statusOf } from '../mentoring.serialize';

/*
 * Administrators make mentor accounts (no usable password: the mentor sets one from a single-use, expiring link;
 * platform/invitations.ts), edit, deactivate and re-invite them. Every change is audited in its own transaction;
 * mail goes out after the change is stored.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`).replaceAll('\n', '<br>');
const mail = (to: string, subject: string, text: string): MailMessage => ({
  to,
  subject,
  text,
  html: `<p>${escapeHtml(text)}</p>`,
});
const emailTaken = () => conflict(MENTORING_MESSAGES.emailTaken, { email: MENTORING_MESSAGES.emailTaken });
/** The mentor chooses their username from the link; until then the account holds a placeholder. */
const placeholderUsername = () => `mentor_${randomBytes(6).toString('hex')}`;

function send(deps: Deps, message: MailMessage) {
  deps.mailer.send(message).catch((error) => deps.log.error({ err: error }, 'mentoring mail not sent'));
}

/** A mentor by profile id or account id; 404 when there is none. */
export async function findMentorOr404(deps: Deps, id: string) {
  const view = await repo.findMentor(deps.db, id);
  if (!view) throw notFound(MENTORING_MESSAGES.mentorNotFound);
  return view;
}

/** A deactivated mentor is given no new link and no new mentee (409). */
export function activeMentor(found: repo.MentorView) {
  if (!found.user.isActive) throw conflict(MENTORING_MESSAGES.mentorIsDeactivated);
}

export async function showMentor(deps: Deps, id: string) {
  return adminMentorOut(await findMentorOr404(deps, id));
}

/** A new link for this address (earlier ones revoked), mailed after the transaction that made it. */
async function invite(tx: Database, auth: AuthContext, email: string, name: string) {
  await revokePendingInvitations(tx, email);
  return createInvitation(tx, { email, name, userType: 'mentor', invitedBy: auth.accountId });
}

async function mailInvitation(deps: Deps, auth: AuthContext, email: string, token: string) {
  const inviter = await repo.accountName(deps.db, auth.accountId);
  const link = `${deps.config.publicUrl}${INVITATION_PAGE}/${token}`;
  send(
    deps,
    mail(
      email,
      MENTORING_MESSAGES.invitationMailSubject,
      MENTORING_MESSAGES.invitationMail(inviter ?? 'An administrator', link, INVITATION_TTL_HOURS),
    ),
  );
}

export function listMentors(deps: Deps, query: z.output<typeof adminMentorListQuerySchema>) {
  const filter = { q: query.q || undefined, status: query.status, mentorType: query.mentor_type };
  return pageOf(query, {
    rows: (window) => repo.mentorRows(deps.db, filter, window),
    total: () => repo.countMentors(deps.db, filter),
    map: adminMentorOut,
  });
}

export async function createMentor(deps: Deps, auth: AuthContext, body: CreateMentor) {
  if (await repo.emailTaken(deps.db, body.email)) throw emailTaken();
  if (await repo.otherInvitationWaiting(deps.db, body.email))
    throw conflict(ADMIN_MESSAGES.invitationPending, { email: ADMIN_MESSAGES.invitationPending });
  // Never a password an administrator knows: a random one nobody is told, replaced from the link.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  let made: { mentorId: string; token: string };
  try {
    made = await deps.db.transaction(async (tx) => {
      const { profile } = await insertAccount(tx, {
        userType: 'mentor',
        name: body.name,
        username: placeholderUsername(),
        email: body.email,
        passwordHash,
        isEmailVerified: false,
        address: null,
        phone: null,
        profile: {
          mentorType: body.mentor_type,
          areaOfSpecialization: body.area_of_specialization,
          industryType: body.industry_type,
        },
      });
      const { token } = await invite(tx, auth, body.email, body.name);
      await audit(tx, {
        actor: auth,
        action: 'mentor.create',
        target: { type: 'mentor', id: profile.id, label: body.email },
        detail: { mentor_type: body.mentor_type, name: body.name },
      });
      return { mentorId: profile.id, token };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_key') throw emailTaken();
    throw error;
  }
  await mailInvitation(deps, auth, body.email, made.token);
  return showMentor(deps, made.mentorId);
}

export async function updateMentor(deps: Deps, auth: AuthContext, id: string, body: UpdateMentorByAdmin) {
  const found = await findMentorOr404(deps, id);
  const emailChanges = body.email !== undefined && body.email !== found.user.email;
  if (emailChanges) {
    if (found.user.isEmailVerified)
      throw conflict(MENTORING_MESSAGES.emailLocked, { email: MENTORING_MESSAGES.emailLocked });
    if (await repo.emailTaken(deps.db, body.email as string)) throw emailTaken();
  }
  const name = body.name ?? found.user.name;
  let token: string | null = null;
  try {
    token = await deps.db.transaction(async (tx) => {
      await repo.updateAccount(tx, found.user.id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(emailChanges ? { email: body.email } : {}),
      });
      await repo.updateMentorProfile(tx, found.mentor.id, {
        ...(body.mentor_type !== undefined ? { mentorType: body.mentor_type } : {}),
        ...(body.area_of_specialization !== undefined
          ? { areaOfSpecialization: body.area_of_specialization }
          : {}),
        ...(body.industry_type !== undefined ? { industryType: body.industry_type } : {}),
      });
      let link: string | null = null;
      if (emailChanges) {
        // The old address's links die; the new address gets one (if the mentor is still active).
        await revokePendingInvitations(tx, found.user.email);
        if (found.user.isActive) link = (await invite(tx, auth, body.email as string, name)).token;
      }
      await audit(tx, {
        actor: auth,
        action: 'mentor.update',
        target: { type: 'mentor', id: found.mentor.id, label: body.email ?? found.user.email },
        detail: {
          fields: Object.keys(body).sort().join(','),
          old_email: emailChanges ? found.user.email : undefined,
        },
      });
      return link;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_key') throw emailTaken();
    throw error;
  }
  if (token) await mailInvitation(deps, auth, body.email as string, token);
  return showMentor(deps, found.mentor.id);
}

export async function deactivateMentor(
  deps: Deps,
  auth: AuthContext,
  id: string,
  reason: string | undefined,
) {
  const found = await findMentorOr404(deps, id);
  if (!found.user.isActive) throw conflict(MENTORING_MESSAGES.alreadyDeactivated);
  await deps.db.transaction(async (tx) => {
    await repo.updateAccount(tx, found.user.id, { isActive: false });
    await revokePendingInvitations(tx, found.user.email);
    await audit(tx, {
      actor: auth,
      action: 'mentor.deactivate',
      target: { type: 'mentor', id: found.mentor.id, label: found.user.email },
      detail: { reason: reason || null },
    });
  });
  await deps.sessions.endAll(found.user.id, 'deactivated');
  return showMentor(deps, found.mentor.id);
}

export async function reactivateMentor(deps: Deps, auth: AuthContext, id: string) {
  const found = await findMentorOr404(deps, id);
  if (found.user.isActive) throw conflict(MENTORING_MESSAGES.alreadyActive);
  await deps.db.transaction(async (tx) => {
    await repo.updateAccount(tx, found.user.id, { isActive: true });
    await audit(tx, {
      actor: auth,
      action: 'mentor.reactivate',
      target: { type: 'mentor', id: found.mentor.id, label: found.user.email },
    });
  });
  deps.sessions.forget(found.user.id);
  return showMentor(deps, found.mentor.id);
}

export async function reinviteMentor(deps: Deps, auth: AuthContext, id: string) {
  const found = await findMentorOr404(deps, id);
  activeMentor(found);
  if (statusOf(found) === 'active') throw conflict(MENTORING_MESSAGES.alreadyJoined);
  const token = await deps.db.transaction(async (tx) => {
    const made = await invite(tx, auth, found.user.email, found.user.name);
    await audit(tx, {
      actor: auth,
      action: 'mentor.reinvite',
      target: { type: 'mentor', id: found.mentor.id, label: found.user.email },
    });
    return made.token;
  });
  await mailInvitation(deps, auth, found.user.email, token);
  return showMentor(deps, found.mentor.id);
}
