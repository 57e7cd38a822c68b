import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, graduates, id, users } from '../../db/schema';
import { jobs } from '../jobs';

/**
 * A graduate's report of a suspicious job (issue 13): one per graduate per job, open until an administrator
 * suspends the job (actioned) or dismisses the report. The queue reads open reports oldest first.
 */
export const jobReports = pgTable(
  'job_reports',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    graduateId: uuid('graduate_id')
      .notNull()
      .references(() => graduates.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('open'),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('job_reports_job_graduate_key').on(t.jobId, t.graduateId),
    index('job_reports_queue_idx').on(t.status, t.createdAt),
    check('job_reports_status_known', sql`${t.status} in ('open', 'actioned', 'dismissed')`),
  ],
);
export type JobReportRow = typeof jobReports.$inferSelect;
