import { randomBytes } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  type AssignmentFilters,
  type AssignmentPreview,
  type adminMentorListQuerySchema,
  type Broadcast,
  type CreateMentor,
  type graduateMentorsQuerySchema,
  INVITATION_PAGE,
  INVITATION_TTL_HOURS,
  MENTOR_COHORT_MAX,
  MENTORING_MESSAGES,
  type menteesQuerySchema,
  type UnassignmentFilters,
  type UpdateMentorByAdmin,
} from '@tvet/contract';
import type { z } from 'zod';
import { insertAccount } from '../../db/accounts';
import { uniqueViolation } from '../../db/errors';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { type AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { createInvitation, revokePendingInvitations } from '../../platform/invitations';
import type { AuthContext } from '../../platform/jwt';
import type { MailMessage } from '../../platform/mail';
import { pageOf } from '../../platform/paging';
import { portOf } from '../../platform/ports';
import { hashPassword } from '../../platform/secrets';
import * as repo from './mentoring.repository';
import {
  adminMentorOut,
  graduateMentorOut,
  menteeDetailOut,
  menteeOut,
  statusOf,
} from './mentoring.serialize';

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

/*
 * Mentoring (issue 12). Administrators make mentor accounts (no usable password: the mentor sets one from a
 * single-use, expiring link; platform/invitations.ts), edit, deactivate and re-invite them, and assign graduates
 * one by one or by filters. Every administrator's change is audited in its own transaction; mail goes out after
 * the change is stored. Mentors read their cohort and broadcast to it through messaging's port.
 */
export function createMentoringService(deps: Deps) {
  const { db } = deps;

  function send(message: MailMessage) {
    deps.mailer.send(message).catch((error) => deps.log.error({ err: error }, 'mentoring mail not sent'));
  }

  async function mentor(id: string) {
    const view = await repo.findMentor(db, id);
    if (!view) throw notFound(MENTORING_MESSAGES.mentorNotFound);
    return view;
  }

  async function view(id: string) {
    return adminMentorOut(await mentor(id));
  }

  /** A new link for this address (earlier ones revoked), mailed after the transaction that made it. */
  async function invite(tx: typeof db, auth: AuthContext, email: string, name: string) {
    await revokePendingInvitations(tx, email);
    return createInvitation(tx, { email, name, userType: 'mentor', invitedBy: auth.accountId });
  }

  async function mailInvitation(auth: AuthContext, email: string, token: string) {
    const inviter = await repo.accountName(db, auth.accountId);
    const link = `${deps.config.publicUrl}${INVITATION_PAGE}/${token}`;
    send(
      mail(
        email,
        MENTORING_MESSAGES.invitationMailSubject,
        MENTORING_MESSAGES.invitationMail(inviter ?? 'An administrator', link, INVITATION_TTL_HOURS),
      ),
    );
  }

  /** The preview's figures and, when assigning would be refused, why. */
  async function previewOf(tx: typeof db, mentorId: string, filters: AssignmentFilters) {
    const [{ matching, already }, cohortSize] = await Promise.all([
      repo.matchCounts(tx, mentorId, filters),
      repo.countCohort(tx, mentorId),
    ]);
    const toAssign = matching - already;
    let refusal: AppError | null = null;
    if (matching === 0) refusal = badRequest(MENTORING_MESSAGES.noGraduatesMatch);
    else if (toAssign === 0) refusal = conflict(MENTORING_MESSAGES.nothingNew);
    else if (cohortSize + toAssign > MENTOR_COHORT_MAX)
      refusal = conflict(MENTORING_MESSAGES.cohortTooLarge(cohortSize + toAssign, MENTOR_COHORT_MAX));
    const preview: AssignmentPreview = {
      matching,
      already_assigned: already,
      to_assign: toAssign,
      cohort_size: cohortSize,
      cohort_max: MENTOR_COHORT_MAX,
      can_assign: refusal === null,
      reason: refusal?.message ?? null,
    };
    return { preview, refusal };
  }

  function activeMentor(found: repo.MentorView) {
    if (!found.user.isActive) throw conflict(MENTORING_MESSAGES.mentorIsDeactivated);
  }

  return {
    // ---- administrators: mentors

    list(query: z.output<typeof adminMentorListQuerySchema>) {
      const filter = { q: query.q || undefined, status: query.status, mentorType: query.mentor_type };
      return pageOf(query, {
        rows: (window) => repo.mentorRows(db, filter, window),
        total: () => repo.countMentors(db, filter),
        map: adminMentorOut,
      });
    },

    get: view,

    async create(auth: AuthContext, body: CreateMentor) {
      if (await repo.emailTaken(db, body.email)) throw emailTaken();
      if (await repo.otherInvitationWaiting(db, body.email))
        throw conflict(ADMIN_MESSAGES.invitationPending, { email: ADMIN_MESSAGES.invitationPending });
      // Never a password an administrator knows: a random one nobody is told, replaced from the link.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      let made: { mentorId: string; token: string };
      try {
        made = await db.transaction(async (tx) => {
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
      await mailInvitation(auth, body.email, made.token);
      return view(made.mentorId);
    },

    async update(auth: AuthContext, id: string, body: UpdateMentorByAdmin) {
      const found = await mentor(id);
      const emailChanges = body.email !== undefined && body.email !== found.user.email;
      if (emailChanges) {
        if (found.user.isEmailVerified)
          throw conflict(MENTORING_MESSAGES.emailLocked, { email: MENTORING_MESSAGES.emailLocked });
        if (await repo.emailTaken(db, body.email as string)) throw emailTaken();
      }
      const name = body.name ?? found.user.name;
      let token: string | null = null;
      try {
        token = await db.transaction(async (tx) => {
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
      if (token) await mailInvitation(auth, body.email as string, token);
      return view(found.mentor.id);
    },

    async deactivate(auth: AuthContext, id: string, reason: string | undefined) {
      const found = await mentor(id);
      if (!found.user.isActive) throw conflict(MENTORING_MESSAGES.alreadyDeactivated);
      await db.transaction(async (tx) => {
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
      return view(found.mentor.id);
    },

    async reactivate(auth: AuthContext, id: string) {
      const found = await mentor(id);
      if (found.user.isActive) throw conflict(MENTORING_MESSAGES.alreadyActive);
      await db.transaction(async (tx) => {
        await repo.updateAccount(tx, found.user.id, { isActive: true });
        await audit(tx, {
          actor: auth,
          action: 'mentor.reactivate',
          target: { type: 'mentor', id: found.mentor.id, label: found.user.email },
        });
      });
      deps.sessions.forget(found.user.id);
      return view(found.mentor.id);
    },

    async reinvite(auth: AuthContext, id: string) {
      const found = await mentor(id);
      activeMentor(found);
      if (statusOf(found) === 'active') throw conflict(MENTORING_MESSAGES.alreadyJoined);
      const token = await db.transaction(async (tx) => {
        const made = await invite(tx, auth, found.user.email, found.user.name);
        await audit(tx, {
          actor: auth,
          action: 'mentor.reinvite',
          target: { type: 'mentor', id: found.mentor.id, label: found.user.email },
        });
        return made.token;
      });
      await mailInvitation(auth, found.user.email, token);
      return view(found.mentor.id);
    },

    // ---- administrators: assignment

    async assign(auth: AuthContext, id: string, graduateId: string) {
      const found = await mentor(id);
      activeMentor(found);
      const graduate = await repo.findGraduate(db, graduateId);
      if (!graduate?.user.isActive) throw notFound(MENTORING_MESSAGES.graduateNotFound);
      return db.transaction(async (tx) => {
        await repo.lockMentor(tx, found.mentor.id);
        const size = await repo.countCohort(tx, found.mentor.id);
        const stored = await repo.insertAssignment(tx, {
          mentorId: found.mentor.id,
          graduateId: graduate.graduate.id,
          assignedBy: auth.accountId,
        });
        if (!stored) return { created: false, result: { assigned: 0, unassigned: 0, cohort_size: size } };
        if (size + 1 > MENTOR_COHORT_MAX) throw conflict(MENTORING_MESSAGES.cohortFull(MENTOR_COHORT_MAX));
        await audit(tx, {
          actor: auth,
          action: 'mentor.assign',
          target: { type: 'mentor', id: found.mentor.id, label: found.user.email },
          detail: { graduate_id: graduate.graduate.id, graduate_email: graduate.user.email },
        });
        return { created: true, result: { assigned: 1, unassigned: 0, cohort_size: size + 1 } };
      });
    },

    async preview(id: string, filters: AssignmentFilters) {
      const found = await mentor(id);
      return (await previewOf(db, found.mentor.id, filters)).preview;
    },

    async assignBulk(auth: AuthContext, id: string, filters: AssignmentFilters) {
      const found = await mentor(id);
      activeMentor(found);
      return db.transaction(async (tx) => {
        await repo.lockMentor(tx, found.mentor.id);
        const { preview, refusal } = await previewOf(tx, found.mentor.id, filters);
        if (refusal) throw refusal;
        const assigned = await repo.assignMatching(tx, found.mentor.id, filters, auth.accountId);
        await audit(tx, {
          actor: auth,
          action: 'mentor.assign_bulk',
          target: { type: 'mentor', id: found.mentor.id, label: found.user.email },
          detail: {
            assigned,
            institution_id: filters.institution_id,
            programme_id: filters.programme_id,
            graduation_year: filters.graduation_year,
            state: filters.state,
          },
        });
        return { assigned, unassigned: 0, cohort_size: preview.cohort_size + assigned };
      });
    },

    async unassign(auth: AuthContext, id: string, graduateId: string) {
      const found = await mentor(id);
      const graduate = await repo.findGraduate(db, graduateId);
      if (!graduate) throw notFound(MENTORING_MESSAGES.graduateNotFound);
      return db.transaction(async (tx) => {
        const removed = await repo.deleteAssignment(tx, found.mentor.id, graduate.graduate.id);
        if (!removed) throw notFound(MENTORING_MESSAGES.notAssigned);
        await audit(tx, {
          actor: auth,
          action: 'mentor.unassign',
          target: { type: 'mentor', id: found.mentor.id, label: found.user.email },
          detail: { graduate_id: graduate.graduate.id, graduate_email: graduate.user.email },
        });
        return { assigned: 0, unassigned: 1, cohort_size: await repo.countCohort(tx, found.mentor.id) };
      });
    },

    /**
     * Removes the mentor's mentees matching the filters, or all of them when asked for with `all`, in one
     * transaction with its audit entry (the removed graduates' ids kept there, so a mistake can be undone).
     */
    async unassignBulk(auth: AuthContext, id: string, body: UnassignmentFilters) {
      const found = await mentor(id);
      const { all, ...filters } = body;
      return db.transaction(async (tx) => {
        await repo.lockMentor(tx, found.mentor.id);
        const removed = await repo.unassignMatching(tx, found.mentor.id, all ? null : filters);
        if (removed.length === 0)
          throw badRequest(all ? MENTORING_MESSAGES.cohortEmpty : MENTORING_MESSAGES.noMenteesMatch);
        await audit(tx, {
          actor: auth,
          action: 'mentor.unassign_bulk',
          target: { type: 'mentor', id: found.mentor.id, label: found.user.email },
          detail: {
            unassigned: removed.length,
            all: all ?? false,
            ...filters,
            graduate_ids: removed.sort().join(','),
          },
        });
        return {
          assigned: 0,
          unassigned: removed.length,
          cohort_size: await repo.countCohort(tx, found.mentor.id),
        };
      });
    },

    // ---- the mentor

    async cohort(mentorId: string, query: z.output<typeof menteesQuerySchema>) {
      const found = await mentor(mentorId);
      return pageOf(query, {
        rows: (window) => repo.cohortRows(db, found.mentor.id, query.name, window),
        total: () => repo.countCohort(db, found.mentor.id, query.name),
        map: menteeOut,
      });
    },

    async mentee(mentorId: string, graduateId: string) {
      const found = await mentor(mentorId);
      const row = await repo.findMentee(db, found.mentor.id, graduateId);
      if (!row) throw notFound(MENTORING_MESSAGES.notAssigned);
      return menteeDetailOut(row);
    },

    async overview(mentorId: string) {
      const found = await mentor(mentorId);
      const counts = await repo.overviewCounts(db, found.mentor.id);
      return {
        mentees: counts.mentees,
        employed: counts.employed,
        unemployed: counts.unemployed,
        not_stated: counts.mentees - counts.employed - counts.unemployed,
      };
    },

    /**
     * Through messaging's port, as a broadcast list: each mentee gets the text in their own conversation with the
     * mentor, and no mentee learns who else is in the cohort (those with a block either way left out; the count
     * says how many it reached).
     */
    async broadcast(auth: AuthContext, body: Broadcast) {
      const recipients = await repo.menteeAccountIds(db, auth.profileId);
      if (recipients.length === 0) throw conflict(MENTORING_MESSAGES.broadcastNoMentees);
      const sent = await portOf(deps.ports, 'groupMessages').broadcast(
        auth.accountId,
        recipients,
        body.text,
        body.client_id,
      );
      return { recipients: sent.recipients.length, conversations_created: sent.created, text: body.text };
    },

    // ---- the graduate

    async graduateMentors(graduateId: string, query: z.output<typeof graduateMentorsQuerySchema>) {
      const graduate = await repo.findGraduate(db, graduateId);
      if (!graduate) throw notFound(MENTORING_MESSAGES.graduateNotFound);
      return pageOf(query, {
        rows: (window) => repo.graduateMentorRows(db, graduate.graduate.id, query.mentor_type, window),
        total: () => repo.countGraduateMentors(db, graduate.graduate.id, query.mentor_type),
        map: graduateMentorOut,
      });
    },
  };
}
