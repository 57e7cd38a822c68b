import {
  type AccreditationType,
  accreditationDates,
  type CreateProgramme,
  PROGRAMME_MESSAGES,
  type ProgrammeListQuery,
  type ProgrammeStatus,
  programmeStatusOn,
  todayInNigeria,
  type UpdateProgramme,
} from '@tvet/contract';
import { foreignKeyViolation, uniqueViolation } from '../../db/errors';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/jwt';
import { plainTextMail } from '../../platform/mail';
import { pageOf } from '../../platform/paging';
import * as repo from './programmes.repository';
import { programmeOut } from './programmes.serialize';

/** The audit log's name for an administrator's accreditation decision. */
const DECISIONS = { approved: 'programme.approve', denied: 'programme.deny' } as const;

/*
 * Programme use cases. The route's access rule (programmes.policy.ts) has settled that the caller owns the
 * programme, or is an administrator, before these run.
 */
export function createProgrammesService(deps: Deps) {
  const { db } = deps;
  const today = () => todayInNigeria();

  async function read(id: string) {
    const found = await repo.findProgramme(db, id);
    if (!found) throw notFound(PROGRAMME_MESSAGES.notFound);
    return programmeOut(found, today());
  }

  /** A unique name per institution: the roll finds programmes by name. */
  async function saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error))
        throw conflict(PROGRAMME_MESSAGES.nameTaken, { name: PROGRAMME_MESSAGES.nameTaken });
      throw error;
    }
  }

  /** Institutions only ever set `pending`; `expired` is read from the dates, never set. */
  function refuseStatus(asked: ProgrammeStatus, current: ProgrammeStatus | null, admin: boolean) {
    if (asked === current) return;
    if (asked === 'expired')
      throw badRequest(PROGRAMME_MESSAGES.statusExpiredComputed, {
        status: PROGRAMME_MESSAGES.statusExpiredComputed,
      });
    if (!admin && asked !== 'pending') throw forbidden(PROGRAMME_MESSAGES.statusByAdmin);
  }

  return {
    async list(auth: AuthContext, query: ProgrammeListQuery) {
      const filter = await filterOf(auth, query);
      return pageOf(query, {
        rows: (window) => repo.programmeRows(db, filter, window),
        total: () => repo.countProgrammes(db, filter),
        map: (row) => programmeOut(row, filter.today),
      });
    },

    read,

    /**
     * The accreditation rule (spec 001 §4): without dates, grant = today and expiry = today + the type's
     * duration; with both dates (expiry after grant, checked by the schema) they are kept. Status is pending.
     */
    async create(auth: AuthContext, body: CreateProgramme) {
      if (body.status) refuseStatus(body.status, 'pending', false);
      const dates =
        body.granted_date && body.expiry_date
          ? { granted_date: body.granted_date, expiry_date: body.expiry_date }
          : accreditationDates(body.accreditation_type, today());
      const id = await saving(() =>
        repo.insertProgramme(db, {
          institutionId: auth.profileId,
          name: body.name,
          accreditationType: body.accreditation_type,
          grantedDate: dates.granted_date,
          expiryDate: dates.expiry_date,
          status: 'pending',
        }),
      );
      return read(id);
    },

    /**
     * A changed type without dates re-applies the rule from today. An institution that changes the type or
     * the dates sends the programme back to pending; sending the status it already reads as changes nothing.
     * Answers the programme and the sentence to show (a denial says the reason went to the institution).
     */
    async update(auth: AuthContext, id: string, body: UpdateProgramme) {
      const found = await repo.findProgramme(db, id);
      if (!found) throw notFound(PROGRAMME_MESSAGES.notFound);
      const { programme } = found;
      const admin = auth.userType === 'admin';
      const now = today();
      const current = programmeStatusOn(programme.status as ProgrammeStatus, programme.expiryDate, now);
      if (body.status) refuseStatus(body.status, current, admin);
      const denying = admin && body.status === 'denied' && current !== 'denied';
      const reason = denyingReason(body, admin, denying);

      const typeChanged =
        body.accreditation_type !== undefined && body.accreditation_type !== programme.accreditationType;
      let granted = body.granted_date ?? programme.grantedDate;
      let expiry = body.expiry_date ?? programme.expiryDate;
      if (typeChanged && body.granted_date === undefined && body.expiry_date === undefined) {
        const dates = accreditationDates(body.accreditation_type as AccreditationType, now);
        granted = dates.granted_date;
        expiry = dates.expiry_date;
      }
      if (expiry <= granted)
        throw badRequest(PROGRAMME_MESSAGES.expiryBeforeGrant, {
          expiry_date: PROGRAMME_MESSAGES.expiryBeforeGrant,
        });
      const accreditationChanged =
        typeChanged || granted !== programme.grantedDate || expiry !== programme.expiryDate;

      let status = programme.status;
      if (body.status && body.status !== current) status = body.status;
      else if (accreditationChanged && !admin) status = 'pending';

      const values = {
        name: body.name ?? programme.name,
        accreditationType: body.accreditation_type ?? programme.accreditationType,
        grantedDate: granted,
        expiryDate: expiry,
        status,
        // Kept while it stays denied; gone once it is approved or sent back to pending.
        denialReason: status !== 'denied' ? null : denying ? reason : programme.denialReason,
      };
      // An administrator's change (an accreditation decision) is written to the audit log with it (issue 13).
      await saving(() =>
        admin
          ? db.transaction(async (tx) => {
              await repo.updateProgramme(tx, id, values);
              await audit(tx, {
                actor: auth,
                action:
                  status !== programme.status && (status === 'approved' || status === 'denied')
                    ? DECISIONS[status]
                    : 'programme.status',
                target: { type: 'programme', id, label: programme.name },
                detail: { from: programme.status, to: status, ...(denying ? { reason } : {}) },
              });
            })
          : repo.updateProgramme(db, id, values),
      );
      if (denying) await mailDenial(id, values.name, reason);
      return {
        programme: await read(id),
        msg: denying ? PROGRAMME_MESSAGES.denied : PROGRAMME_MESSAGES.updated,
      };
    },

    /** Refused while graduates on the institution's roll name the programme (the roll's foreign key, too). */
    async remove(id: string) {
      const naming = await repo.rollRowsNaming(db, id);
      if (naming > 0) throw conflict(PROGRAMME_MESSAGES.inUse(naming));
      try {
        if (!(await repo.deleteProgramme(db, id))) throw notFound(PROGRAMME_MESSAGES.notFound);
      } catch (error) {
        // A roll row written between the count and the delete: the RESTRICT foreign key refuses it.
        if (!restrictViolation(error) && !foreignKeyViolation(error)) throw error;
        throw conflict(PROGRAMME_MESSAGES.inUse(await repo.rollRowsNaming(db, id)));
      }
    },
  };

  /**
   * An administrator denying a programme gives a reason (400 naming `reason` when blank, nothing changed); a
   * reason with any other change is refused rather than dropped.
   */
  function denyingReason(body: UpdateProgramme, admin: boolean, denying: boolean): string {
    const reason = body.reason ?? '';
    if (reason && !(admin && body.status === 'denied'))
      throw badRequest(PROGRAMME_MESSAGES.reasonOnlyWithDenial, {
        reason: PROGRAMME_MESSAGES.reasonOnlyWithDenial,
      });
    if (denying && !reason)
      throw badRequest(PROGRAMME_MESSAGES.denialReasonRequired, {
        reason: PROGRAMME_MESSAGES.denialReasonRequired,
      });
    return reason;
  }

  /** After the decision is stored; a mail that fails is logged and never undoes it. */
  async function mailDenial(id: string, programme: string, reason: string) {
    const to = await repo.institutionContact(db, id);
    if (!to) return;
    await deps.mailer
      .send(
        plainTextMail(
          to.email,
          PROGRAMME_MESSAGES.deniedMailSubject(programme),
          PROGRAMME_MESSAGES.deniedMail(to.name, programme, reason),
        ),
      )
      .catch((error) => deps.log.error({ err: error }, 'programme denial mail not sent'));
  }

  /** Institutions read only their own programmes; administrators every institution's, or one by created_by. */
  async function filterOf(auth: AuthContext, query: ProgrammeListQuery): Promise<repo.ProgrammeFilter> {
    const filter = {
      name: query.name,
      accreditation_type: query.accreditation_type,
      status: query.status,
      today: today(),
    };
    if (auth.userType !== 'admin') return { ...filter, institutionId: auth.profileId };
    if (!query.created_by) return filter;
    // An unknown institution matches nothing rather than everything.
    return {
      ...filter,
      institutionId: (await repo.institutionIdOf(db, query.created_by)) ?? query.created_by,
    };
  }
}
/** PostgreSQL's restrict_violation (23001), raised by ON DELETE RESTRICT; drizzle wraps it in `cause`. */
function restrictViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause ?? (error as { code?: string });
  return cause?.code === '23001';
}
