import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/schema';
import { rollEntries } from '../institutions';
import { tracerCases } from './tracer.table';

/**
 * The baseline wave's answers about reaching the graduate (issue 26): the contacts they confirmed or corrected and
 * an alternative contact (a relative, a friend), one row per case of a wave at graduation, kept with the roll entry
 * so every later wave's ladder uses them. Consent to the optional extras is the privacy feature's (consent_events).
 */
export const tracerBaselines = pgTable(
  'tracer_baselines',
  {
    caseId: uuid('case_id')
      .primaryKey()
      .references(() => tracerCases.id, { onDelete: 'cascade' }),
    rollEntryId: uuid('roll_entry_id').references(() => rollEntries.id, { onDelete: 'set null' }),
    email: text('email'),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    altName: text('alt_name'),
    altRelation: text('alt_relation'),
    altPhone: text('alt_phone'),
    altEmail: text('alt_email'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tracer_baselines_entry_idx').on(t.rollEntryId, t.confirmedAt)],
);
