import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, institutions, users } from '../../db/schema';
// The one table of another feature referenced here: an assignment and a call are about a tracer case.
import { tracerCases } from '../tracer';

/**
 * The staff an institution named as interviewers (issue 28). Removing one deletes the row: every interviewer
 * route reads it at each request, so access ends at once.
 */
export const interviewers = pgTable(
  'interviewers',
  {
    institutionId: uuid('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'interviewers_pkey', columns: [t.accountId] }),
    index('interviewers_institution_idx').on(t.institutionId),
  ],
);

/**
 * Which interviewer calls which case. `attempts` counts the calls recorded: a call is recorded against the count
 * the interviewer saw, so two recorded at once cannot both land (one wins, the other is told).
 */
export const interviewAssignments = pgTable(
  'interview_assignments',
  {
    caseId: uuid('case_id')
      .primaryKey()
      .references(() => tracerCases.id, { onDelete: 'cascade' }),
    interviewerId: uuid('interviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    institutionId: uuid('institution_id').notNull(),
    waveId: uuid('wave_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** A callback: the case leaves the list until then. */
    callbackAt: timestamp('callback_at', { withTimezone: true }),
    /** When the graduate said they are best reached, as the interviewer wrote it. */
    bestTime: text('best_time'),
    assignedAt: createdAt(),
  },
  (t) => [
    index('interview_assignments_interviewer_idx').on(t.interviewerId),
    index('interview_assignments_wave_idx').on(t.waveId, t.institutionId),
  ],
);

/**
 * Every call recorded: who called which case, when, and what it came to. `client_id` is the call's key, made by the
 * interviewer's page once per call and kept across a reload: unique per case, so a repeated key finds the call
 * already recorded instead of recording it twice.
 */
export const interviewCalls = pgTable(
  'interview_calls',
  {
    id: id(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => tracerCases.id, { onDelete: 'cascade' }),
    /** Null once the interviewer's account is erased (the call stays as a figure). */
    interviewerId: uuid('interviewer_id').references(() => users.id, { onDelete: 'set null' }),
    institutionId: uuid('institution_id').notNull(),
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    callbackAt: timestamp('callback_at', { withTimezone: true }),
    clientId: text('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('interview_calls_client_key').on(t.caseId, t.clientId),
    index('interview_calls_case_idx').on(t.caseId, t.createdAt),
    index('interview_calls_institution_idx').on(t.institutionId, t.createdAt),
    check(
      'interview_calls_outcome',
      sql`${t.outcome} in ('answered', 'no_answer', 'busy', 'wrong_number', 'call_back', 'refused', 'ineligible')`,
    ),
  ],
);
