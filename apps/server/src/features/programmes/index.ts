import {
  type AccreditationType,
  accreditationDates,
  type ProgrammeStatus,
  programmeStatusOn,
  todayInNigeria,
} from '@tvet/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { programmes } from './programmes.table';

/*
 * The programmes feature's public face: what other features may use of it. The graduation roll (institutions
 * feature) reads an institution's programmes to match a file's programme names, and adds a programme the
 * institution does not have yet from its mapping step. Everything else in this folder is internal.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

/** A programme as other features see it: approved means approved by an administrator and not expired today. */
export interface ProgrammeSummary {
  id: string;
  name: string;
  approved: boolean;
}

const summary = {
  id: programmes.id,
  name: programmes.name,
  status: programmes.status,
  expiry: programmes.expiryDate,
};
const summaryOf = (row: { id: string; name: string; status: string; expiry: string }, today: string) => ({
  id: row.id,
  name: row.name,
  approved: programmeStatusOn(row.status as ProgrammeStatus, row.expiry, today) === 'approved',
});

/** Every programme of one institution. */
export async function programmesOf(db: Db, institutionId: string): Promise<ProgrammeSummary[]> {
  const today = todayInNigeria();
  const rows = await db.select(summary).from(programmes).where(eq(programmes.institutionId, institutionId));
  return rows.map((row) => summaryOf(row, today));
}

/**
 * Adds a programme to an institution as POST /v1/programmes does: status pending (an administrator approves or
 * denies it, PATCH /v1/programmes/{id}), dates from the accreditation rule. Answers null, adding nothing, when the
 * institution already has a programme of that name (letter case ignored, as the unique index does).
 */
export async function addPendingProgramme(
  db: Db,
  institutionId: string,
  programme: { name: string; accreditation_type: AccreditationType },
): Promise<ProgrammeSummary | null> {
  const [taken] = await db
    .select({ id: programmes.id })
    .from(programmes)
    .where(
      and(
        eq(programmes.institutionId, institutionId),
        sql`lower(${programmes.name}) = lower(${programme.name})`,
      ),
    )
    .limit(1);
  if (taken) return null;
  const dates = accreditationDates(programme.accreditation_type, todayInNigeria());
  const [row] = await db
    .insert(programmes)
    .values({
      institutionId,
      name: programme.name,
      accreditationType: programme.accreditation_type,
      grantedDate: dates.granted_date,
      expiryDate: dates.expiry_date,
      status: 'pending',
    })
    .returning(summary);
  return summaryOf(row, todayInNigeria());
}

/* Its table and row type, for foreign keys and joins (features/dependencies.json). */
export { type ProgrammeRow, programmes } from './programmes.table';
