import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { updatedAt, users } from '../../db/schema';
// The one table of another feature referenced here: a fact belongs to a survey round.
import { surveys } from '../surveys/surveys.table';

/**
 * One row per person per survey with tagged questions: their answer to each outcome indicator as its code, and
 * when they completed the survey (null while not completed). Kept by database triggers on survey_responses and
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
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    primaryKey({ name: 'outcome_facts_pkey', columns: [t.surveyId, t.userId] }),
    // Each graduate's latest completed round.
    index('outcome_facts_user_completed_idx')
      .on(t.userId, t.completedAt.desc())
      .where(sql`${t.completedAt} is not null`),
  ],
);
