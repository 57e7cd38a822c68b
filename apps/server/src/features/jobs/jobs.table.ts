import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, employers, graduates, id, updatedAt } from '../../db/schema';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Job postings. Salary is per month, in whole units of `currency`. The location is a Nigerian state from the
 * contract's list, or null when the employer named none (the spec's payload; such a job is found only when no
 * state filter is set), plus an optional town or street.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    state: text('state'),
    address: text('address'),
    salary: integer('salary').notNull(),
    currency: text('currency').notNull(),
    experienceYearsRequired: integer('experience_years_required').notNull().default(1),
    fieldRequired: text('field_required').notNull(),
    jobType: text('job_type').notNull(),
    responsibility: text('responsibility').notNull(),
    companyOverview: text('company_overview').notNull(),
    status: text('status').notNull().default('open'),
    /** Suspended by an administrator (issue 13): hidden from every feed; only its employer still reads it. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce("title", '') || ' ' || coalesce("company_name", '') || ' ' || coalesce("field_required", ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_feed_idx').on(t.status, t.createdAt),
    index('jobs_state_feed_idx').on(t.state, t.status, t.createdAt),
    index('jobs_type_feed_idx').on(t.jobType, t.status, t.createdAt),
    index('jobs_employer_idx').on(t.employerId, t.createdAt),
    index('jobs_search_idx').using('gin', t.search),
  ],
);

/**
 * One application per graduate per job. When a job is deleted its applications lose the job (set null) but keep
 * its title and company, so the graduate's list can show it as removed.
 */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    graduateId: uuid('graduate_id')
      .notNull()
      .references(() => graduates.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title').notNull(),
    companyName: text('company_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('applications_job_graduate_key').on(t.jobId, t.graduateId),
    index('applications_graduate_idx').on(t.graduateId, t.createdAt),
    index('applications_job_idx').on(t.jobId, t.createdAt),
  ],
);
