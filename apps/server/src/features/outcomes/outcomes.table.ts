import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { updatedAt, users } from '../../db/schema';
// The one table of another feature referenced here: a fact belongs to a survey round.
import { surveys } from '../surveys';

/**
 * One row per respondent per survey with tagged questions: their answer to each outcome indicator as its code, and
 * when they completed the survey (null while not completed). A respondent is an account (answers signed in, or a
 * tracer case's answers once the case is linked to the account) or a tracer case not linked to any account (answers
 * by link, text message, USSD, WhatsApp or phone interview; issue 26): `respondent` is the account id or the case
 * id, `person` the graduate they count as (the account, or the case's roll entry), `wave` the tracer wave's offset
 * in months (null: not a tracer answer) and `mode` how the answers came (web, sms, ussd, whatsapp, phone). Kept by database triggers on survey_responses and
 * survey_respondents (migration 0013), so the figures read one narrow row per respondent instead of every answer
 * (at 100 million answers, the difference between a dashboard and a batch job). Text answers are kept as typed
 * for state of work (lower-cased) and as numbers for months and income; the service reads them into codes.
 */
export const outcomeFacts = pgTable(
  'outcome_facts',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    /** The account id, or the tracer case id for a case not linked to an account. */
    respondent: uuid('respondent').notNull(),
    /** Who the row counts as in the figures: the account, or the case's roll entry (one graduate across waves). */
    person: uuid('person').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The tracer case whose answers these are, while it is not linked to an account (no FK: tracer is above). */
    caseId: uuid('case_id'),
    /** The tracer wave's offset in months (0, 12, 36, 60); null for answers outside any wave. */
    wave: smallint('wave'),
    mode: text('mode').notNull().default('web'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    employmentStatus: text('employment_status'),
    monthsToFirstJob: text('months_to_first_job'),
    monthsValue: numeric('months_value'),
    incomeBand: text('income_band'),
    incomeValue: numeric('income_value'),
    relevance: text('relevance'),
    sector: text('sector'),
    jobSatisfaction: text('job_satisfaction'),
    workState: text('work_state'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'outcome_facts_pkey', columns: [t.surveyId, t.respondent] }),
    index('outcome_facts_user_idx').on(t.userId, t.surveyId).where(sql`${t.userId} is not null`),
    index('outcome_facts_case_idx').on(t.caseId).where(sql`${t.caseId} is not null`),
    index('outcome_facts_person_idx').on(t.person),
    // Each graduate's latest completed round.
    index('outcome_facts_user_completed_idx')
      .on(t.userId, t.completedAt.desc())
      .where(sql`${t.completedAt} is not null`),
  ],
);

/*
 * Counts kept by triggers (migration 0020) so that a dashboard view reads thousands of cells instead of the whole
 * roll and every respondent; docs/decisions/0014-outcome-weighting.md, "Counted cells". None has foreign keys:
 * the triggers that move them run while the rows they count are being removed.
 */

/**
 * The roll (the frame) counted per institution × programme × sex × cohort: a cell. Moved by statement triggers on
 * roll_entries by the rows added, changed or removed; a cell emptied stays at 0 (its id is what the counts below
 * refer to).
 */
export const outcomeFrameCells = pgTable(
  'outcome_frame_cells',
  {
    cellId: integer('cell_id').primaryKey().generatedAlwaysAsIdentity(),
    institutionId: uuid('institution_id').notNull(),
    programmeId: uuid('programme_id').notNull(),
    sex: text('sex').notNull(),
    graduationYear: smallint('graduation_year').notNull(),
    graduates: integer('graduates').notNull(),
  },
  (t) => [uniqueIndex('outcome_frame_cells_key').on(t.institutionId, t.programmeId, t.sex, t.graduationYear)],
);

/**
 * Each respondent graduation (a roll row held by a confirmed claim, whose graduate completed a survey round) as
 * a row per round (`scope` = the survey id) and one more for their latest round (`scope` = 'latest'), in their
 * roll row's cell, with their outcome facts. Recomputed per person at commit when anything it derives from
 * changes. Read by the views that need each respondent (by state of residence, the microdata).
 */
export const outcomeUnits = pgTable(
  'outcome_units',
  {
    scope: text('scope').notNull(),
    cellId: integer('cell_id').notNull(),
    entryId: uuid('entry_id').notNull(),
    userId: uuid('user_id').notNull(),
    surveyId: uuid('survey_id').notNull(),
    employmentStatus: text('employment_status'),
    monthsToFirstJob: text('months_to_first_job'),
    monthsValue: numeric('months_value'),
    incomeBand: text('income_band'),
    incomeValue: numeric('income_value'),
    relevance: text('relevance'),
    sector: text('sector'),
    jobSatisfaction: text('job_satisfaction'),
    workState: text('work_state'),
    wave: smallint('wave'),
    mode: text('mode'),
  },
  (t) => [
    index('outcome_units_user_idx').on(t.userId),
    index('outcome_units_scope_entry_idx').on(t.scope, t.entryId),
  ],
);

/**
 * outcome_units counted per scope × cell × indicator × code (or number typed): how many respondents of the cell
 * gave that answer. Indicator '' counts the respondents themselves. Moved by the difference each recomputation
 * of outcome_units makes; what every view but those by residence reads.
 */
export const outcomeCells = pgTable(
  'outcome_cells',
  {
    scope: text('scope').notNull(),
    cellId: integer('cell_id').notNull(),
    indicator: text('indicator').notNull(),
    code: text('code'),
    number: numeric('number'),
    respondents: integer('respondents').notNull(),
  },
  (t) => [
    // One row per answer; a code or a number is absent (null) on each row, compared here as '' and -1.
    uniqueIndex('outcome_cells_key').on(
      t.scope,
      t.cellId,
      t.indicator,
      sql`coalesce(${t.code}, '')`,
      sql`coalesce(${t.number}, -1)`,
    ),
    index('outcome_cells_respondents_idx').on(t.scope, t.cellId).where(sql`${t.indicator} = ''`),
  ],
);

/**
 * People whose outcome_units this transaction must recompute at commit (txid_current() and the account). Rows
 * live only inside their transaction.
 */
export const outcomeDirtyUsers = pgTable(
  'outcome_dirty_users',
  {
    xid: bigint('xid', { mode: 'number' }).notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [primaryKey({ name: 'outcome_dirty_users_pkey', columns: [t.xid, t.userId] })],
);

/**
 * One row per transaction that marked people (txid_current()): its deferred trigger recomputes them at commit,
 * once, however many people and changes (migration 0022).
 */
export const outcomeRefreshPending = pgTable('outcome_refresh_pending', {
  xid: bigint('xid', { mode: 'number' }).primaryKey(),
});
