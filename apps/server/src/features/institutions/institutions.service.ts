import {
  addDuration,
  CLAIM_STATUSES,
  type ClaimDecision,
  type InstitutionOverview,
  type LinkInstitution,
  matricKey,
  PROGRAMME_EXPIRING_SOON_DAYS,
  ROLL_MESSAGES,
  SERVER_MESSAGES,
  todayInNigeria,
} from '@tvet/contract';
import { foreignKeyViolation } from '../../db/errors';
import { findProfileById } from '../../db/profiles';
import type { Deps } from '../../platform/deps';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/jwt';
import { plainTextMail } from '../../platform/mail';
import { type PageRequest, pageOf } from '../../platform/paging';
import * as repo from './institutions.repository';
import { rollEntryWithRefs } from './institutions.roll.repository';
import {
  institutionGraduateOut,
  institutionStaffOut,
  institutionSummary,
  linkedInstitutionOut,
  programmeOverviewOut,
  staffDetailOut,
  studentDetailOut,
} from './institutions.serialize';
import * as membersRepo from './members/members.repository';
import * as overviewRepo from './overview/overview.repository';

/*
 * The institution directory, a graduate's links (claims on a roll), the institution's students, staff and
 * figures. Ownership was settled by the route's access rule (institutions.policy.ts) before these run.
 */

const EXPIRING_LISTED = 5;

export function createInstitutionsService({ db, mailer, log, events }: Deps) {
  /** The institution a `{userId}` path names: the caller's own, or (administrators) any, by either id. */
  async function institutionOf(auth: AuthContext, userId: string): Promise<string> {
    if (auth.userType === 'institution') return auth.profileId;
    const found = await repo.findInstitution(db, userId);
    if (!found) throw notFound(SERVER_MESSAGES.institutionNotFound);
    return found.institution.id;
  }

  /** After the rejection is stored; a mail that fails is logged and never undoes it. */
  async function mailRejection(graduateId: string, institutionId: string, reason: string) {
    const [to, institution] = await Promise.all([
      repo.graduateContact(db, graduateId),
      repo.findInstitution(db, institutionId),
    ]);
    if (!to || !institution) return;
    const name = institution.user.name;
    await mailer
      .send(
        plainTextMail(
          to.email,
          ROLL_MESSAGES.claimRejectedMailSubject(name),
          ROLL_MESSAGES.claimRejectedMail(to.name, name, reason),
        ),
      )
      .catch((error) => log.error({ err: error }, 'claim rejection mail not sent'));
  }

  /**
   * Matches a claim to the roll, inside the caller's transaction:
   * - the matric number's roll row is held by another graduate, or another graduate claims it: disputed;
   * - the row names the same programme and year: confirmed (the graduate holds the row);
   * - otherwise (no row, or programme/year differ): claimed, for the institution to review.
   */
  async function matchClaim(tx: repo.Tx, link: repo.LinkRow): Promise<void> {
    const before = link.rollEntryId;
    if (!link.matricKey) {
      await repo.setClaim(tx, link.id, { claimStatus: 'claimed', rollEntryId: null, decidedAt: null });
      await repo.settleRollEntries(tx, events, [before]);
      return;
    }
    const entry = await repo.rollEntryByMatric(tx, link.institutionId, link.matricKey);
    let status: string;
    if (entry) {
      const heldByOther = entry.graduateId !== null && entry.graduateId !== link.graduateId;
      const matches = entry.programmeId === link.programmeId && entry.graduationYear === link.graduationYear;
      status = heldByOther ? 'disputed' : matches ? 'confirmed' : 'claimed';
      if (status === 'confirmed') {
        const rival = await repo.rivalClaim(tx, link.institutionId, link.matricKey, link.graduateId);
        if (rival?.status === 'confirmed') status = 'disputed';
      }
    } else {
      const rival = await repo.rivalClaim(tx, link.institutionId, link.matricKey, link.graduateId);
      status = rival ? 'disputed' : 'claimed';
    }
    await repo.setClaim(tx, link.id, {
      claimStatus: status,
      rollEntryId: entry?.id ?? null,
      decidedAt: null,
    });
    await repo.settleRollEntries(tx, events, [before, entry?.id]);
  }

  async function linkedOf(graduateId: string) {
    return { docs: (await repo.linkedInstitutions(db, graduateId)).map(linkedInstitutionOut) };
  }

  return {
    listInstitutions(query: PageRequest & { name?: string; id?: string }) {
      return pageOf(query, {
        rows: (window) => repo.institutionRows(db, query, window),
        total: () => repo.countInstitutions(db, query),
        map: institutionSummary,
      });
    },

    /** Names of an institution's programmes (not denied ones), for the graduate's education step. */
    async programmeOptions(userId: string, query: PageRequest & { name?: string }) {
      const found = await repo.findInstitution(db, userId);
      if (!found) throw notFound(SERVER_MESSAGES.institutionNotFound);
      const institutionId = found.institution.id;
      return pageOf(query, {
        rows: (window) => repo.programmeOptions(db, institutionId, query.name, window),
        total: () => repo.countProgrammeOptions(db, institutionId, query.name),
        map: (row) => ({ _id: row.id, name: row.name }),
      });
    },

    linked: (graduateId: string) => linkedOf(graduateId),

    /**
     * Links (or, sent again, updates) an institution with the matric number, programme and year, and matches
     * the claim to the roll. Without a matric number the one already given, or the profile's, is used.
     */
    async link(graduateId: string, body: LinkInstitution) {
      const institution = await repo.findInstitution(db, body.institution_id);
      if (!institution || institution.institution.id !== body.institution_id)
        throw notFound(SERVER_MESSAGES.institutionNotFound);
      await saveLink(graduateId, body.institution_id, body);
      return linkedOf(graduateId);
    },

    /**
     * An invited graduate's claim (the link of a roll invitation): the institution's roll row listing the
     * graduate's verified e-mail address gives the matric number, programme and year, so the claim matches it.
     * The address is the proof: the invitation went to it, and the graduate verified it.
     */
    async acceptInvitation(graduateId: string, institutionId: string) {
      const entry = await repo.rollEntryForGraduateEmail(db, institutionId, graduateId);
      if (!entry) throw notFound(ROLL_MESSAGES.invitationNotOnRoll);
      await saveLink(graduateId, institutionId, {
        matric_number: entry.matricNumber,
        programme_id: entry.programmeId,
        graduation_year: entry.graduationYear,
      });
      return linkedOf(graduateId);
    },

    async updateLink(
      graduateId: string,
      institutionId: string,
      body: { matric_number?: string | null; programme_id?: string | null; graduation_year?: number | null },
    ) {
      if (!(await repo.findLink(db, graduateId, institutionId)))
        throw notFound(SERVER_MESSAGES.institutionNotFound);
      await saveLink(graduateId, institutionId, body);
      return linkedOf(graduateId);
    },

    async unlink(graduateId: string, institutionId: string) {
      await db.transaction(async (tx) => {
        const rollEntryId = await repo.deleteLink(tx, graduateId, institutionId);
        await repo.settleRollEntries(tx, events, [rollEntryId]);
      });
      return linkedOf(graduateId);
    },

    async graduates(
      auth: AuthContext,
      userId: string,
      query: PageRequest & { name?: string; claim_status?: string },
    ) {
      const filter = {
        institutionId: await institutionOf(auth, userId),
        name: query.name,
        claimStatus: query.claim_status,
      };
      return pageOf(query, {
        rows: (window) => membersRepo.studentRows(db, filter, window),
        total: () => membersRepo.countStudents(db, filter),
        map: institutionGraduateOut,
      });
    },

    async student(auth: AuthContext, userId: string, graduateId: string) {
      const found = await membersRepo.findStudent(db, await institutionOf(auth, userId), graduateId);
      if (!found) throw notFound(ROLL_MESSAGES.notYourStudent);
      const entry = found.link.rollEntryId ? await rollEntryWithRefs(db, found.link.rollEntryId) : null;
      return studentDetailOut(found, entry);
    },

    async staff(auth: AuthContext, userId: string, query: PageRequest & { name?: string }) {
      const filter = { institutionId: await institutionOf(auth, userId), name: query.name };
      return pageOf(query, {
        rows: (window) => membersRepo.staffRows(db, filter, window),
        total: () => membersRepo.countStaff(db, filter),
        map: institutionStaffOut,
      });
    },

    async staffMember(auth: AuthContext, userId: string, staffId: string) {
      const institutionId = await institutionOf(auth, userId);
      const found = await membersRepo.findStaffMember(db, staffId);
      if (!found || found.staff.institutionId !== institutionId) throw notFound(ROLL_MESSAGES.notYourStaff);
      return staffDetailOut(found, await repo.findInstitution(db, institutionId));
    },

    /**
     * The institution confirms or rejects a claim. Confirming a matric number another graduate holds is refused
     * (reject that claim first), so a roll row is never confirmed for two people.
     */
    async decide(auth: AuthContext, graduateId: string, { decision, reason }: ClaimDecision) {
      const institutionId = auth.profileId;
      await db.transaction(async (tx) => {
        const link = await repo.findLink(tx, graduateId, institutionId);
        if (!link) throw notFound(ROLL_MESSAGES.notYourStudent);
        if (decision === 'reject') {
          await repo.setClaim(tx, link.id, {
            claimStatus: 'rejected',
            rollEntryId: link.rollEntryId,
            decidedAt: new Date(),
            decisionReason: reason ?? null,
          });
          await repo.settleRollEntries(tx, events, [link.rollEntryId]);
          return;
        }
        const entry = link.matricKey ? await repo.rollEntryByMatric(tx, institutionId, link.matricKey) : null;
        if (entry?.graduateId && entry.graduateId !== graduateId)
          throw conflict(ROLL_MESSAGES.claimHeldByAnother(await repo.graduateName(tx, entry.graduateId)));
        if (!entry && link.matricKey) {
          const rival = await repo.rivalClaim(tx, institutionId, link.matricKey, graduateId);
          if (rival?.status === 'confirmed') throw conflict(ROLL_MESSAGES.claimHeldByAnother(rival.name));
        }
        await repo.setClaim(tx, link.id, {
          claimStatus: 'confirmed',
          rollEntryId: entry?.id ?? null,
          decidedAt: new Date(),
        });
        await repo.settleRollEntries(tx, events, [link.rollEntryId, entry?.id]);
      });
      if (decision === 'reject' && reason) await mailRejection(graduateId, institutionId, reason);
      const found = await membersRepo.findStudent(db, institutionId, graduateId);
      return institutionGraduateOut(found as membersRepo.StudentRow);
    },

    async overview(auth: AuthContext, userId: string): Promise<InstitutionOverview> {
      const institutionId = await institutionOf(auth, userId);
      const today = todayInNigeria();
      const soon = addDuration(today, `${PROGRAMME_EXPIRING_SOON_DAYS} day`);
      const [counts, expiring, institution] = await Promise.all([
        overviewRepo.overviewCounts(db, institutionId, today, soon),
        overviewRepo.expiringProgrammes(db, institutionId, today, soon, EXPIRING_LISTED),
        repo.findInstitution(db, institutionId),
      ]);
      const claims = Object.fromEntries(CLAIM_STATUSES.map((status) => [status, 0])) as Record<
        string,
        number
      >;
      for (const row of counts.claims) claims[row.status] = row.total;
      const name = institution?.user.name ?? '';
      return {
        roll: {
          total: counts.roll.total,
          signed_up: counts.roll.signedUp,
          confirmed: counts.roll.confirmed,
          invited: counts.roll.invited,
        },
        graduates: {
          total: Object.values(claims).reduce((sum, value) => sum + value, 0),
          confirmed: claims.confirmed,
          claimed: claims.claimed,
          disputed: claims.disputed,
          rejected: claims.rejected,
        },
        staff: counts.staff,
        programmes: {
          total: counts.programmes.total,
          by_status: {
            approved: counts.programmes.approved,
            expired: counts.programmes.expired,
            pending: counts.programmes.pending,
            denied: counts.programmes.denied,
          },
          expiring_soon: counts.programmes.expiringSoon,
        },
        expiring_programmes: expiring.map((programme) => programmeOverviewOut(programme, name, today)),
      };
    },
  };

  /** Stores the claim's fields and matches it, in one transaction (two graduates racing for a row queue up). */
  async function saveLink(
    graduateId: string,
    institutionId: string,
    body: { matric_number?: string | null; programme_id?: string | null; graduation_year?: number | null },
  ) {
    if (body.programme_id && !(await repo.programmeOf(db, institutionId, body.programme_id)))
      throw badRequest(ROLL_MESSAGES.programmeNotOffered, {
        programme_id: ROLL_MESSAGES.programmeNotOffered,
      });
    try {
      await db.transaction(async (tx) => {
        const existing = await repo.findLink(tx, graduateId, institutionId);
        let matric =
          body.matric_number === undefined ? (existing?.matricNumber ?? undefined) : body.matric_number;
        if (matric === undefined) {
          const profile = await findProfileById(tx as never, 'graduate', graduateId);
          matric = (profile?.profile as { matricNumber?: string | null } | undefined)?.matricNumber ?? null;
        }
        const values = {
          graduateId,
          institutionId,
          matricNumber: matric ? matric.trim().replace(/\s+/g, ' ') : null,
          matricKey: matric ? matricKey(matric) : null,
          programmeId: body.programme_id === undefined ? (existing?.programmeId ?? null) : body.programme_id,
          graduationYear:
            body.graduation_year === undefined ? (existing?.graduationYear ?? null) : body.graduation_year,
        };
        const unchanged =
          existing &&
          existing.matricKey === values.matricKey &&
          existing.programmeId === values.programmeId &&
          existing.graduationYear === values.graduationYear;
        // A claim the institution decided on keeps its decision while the graduate changes nothing it rests on.
        if (unchanged && existing.decidedAt) return;
        await repo.upsertLink(tx, values);
        const link = await repo.findLink(tx, graduateId, institutionId);
        await matchClaim(tx, link as repo.LinkRow);
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (foreignKeyViolation(error)) throw notFound(SERVER_MESSAGES.institutionNotFound);
      throw error;
    }
  }
}
