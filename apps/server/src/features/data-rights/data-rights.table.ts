import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, users } from '../../db/schema';

/**
 * Archives of a person's data (NDPA 2023 ss. 34 and 38, issue 25), prepared by the job queue and kept 72 hours
 * after they are ready (RETENTION_RULES export_archives); the row stays afterwards, without the archive, so that
 * the link answers "expired" rather than "not found". At most one queued or preparing archive per person (the
 * partial unique index), whatever the race.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'),
    storageKey: text('storage_key'),
    size: integer('size'),
    createdAt: createdAt(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_expiry_idx').on(t.expiresAt).where(sql`${t.storageKey} is not null`),
    uniqueIndex('data_exports_running_key').on(t.userId).where(sql`${t.status} in ('queued', 'preparing')`),
    check(
      'data_exports_status_known',
      sql`${t.status} in ('queued', 'preparing', 'ready', 'failed', 'expired')`,
    ),
  ],
);
export type DataExportRow = typeof dataExports.$inferSelect;
