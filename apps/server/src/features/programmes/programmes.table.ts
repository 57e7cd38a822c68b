import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, institutions, updatedAt } from '../../db/schema';

/**
 * Programmes an institution is accredited for (spec 001 §3 "Programme"). `status` is what was decided
 * (pending, approved, denied); `expired` is never stored: a programme reads as expired once its expiry_date
 * has passed. The graduation roll (institutions feature) points at these rows.
 */
export const programmes = pgTable(
  'programmes',
  {
    id: id(),
    /** The owning institution: the caller who created it (answered as created_by). */
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    accreditationType: text('accreditation_type').notNull(),
    grantedDate: date('granted_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('pending'),
    /** Why an administrator denied it (e-mailed to the institution); null unless the status is denied. */
    denialReason: text('denial_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One programme of a name per institution, whatever the letter case (the roll finds programmes by name).
    uniqueIndex('programmes_institution_name_key').on(t.institutionId, sql`lower(${t.name})`),
    index('programmes_institution_created_idx').on(t.institutionId, t.createdAt),
    index('programmes_expiry_idx').on(t.expiryDate),
    check('programmes_dates_in_order', sql`${t.expiryDate} > ${t.grantedDate}`),
    check('programmes_status_stored', sql`${t.status} in ('pending', 'approved', 'denied')`),
  ],
);
export type ProgrammeRow = typeof programmes.$inferSelect;
