import type { TracerChannel, TracerLadderStep } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, users } from '../../db/schema';
// Other features' tables referenced here (never written): a study asks a survey; a case is a roll entry.
import { rollEntries } from '../institutions';
import { surveyQuestions, surveys } from '../surveys';

/** A tracer study (issue 26): a published survey asked of the rolls' cohorts on a schedule of waves. */
export const tracerStudies = pgTable('tracer_studies', {
  id: id(),
  title: text('title').notNull(),
  surveyId: uuid('survey_id')
    .notNull()
    .references(() => surveys.id, { onDelete: 'restrict' }),
  cohorts: smallint('cohorts').array().notNull(),
  /** Empty: every institution. */
  institutionIds: uuid('institution_ids').array().notNull().default(sql`'{}'::uuid[]`),
  ladder: jsonb('ladder').$type<TracerLadderStep[]>().notNull(),
  dailyCap: integer('daily_cap').notNull(),
  /** Kobo per institution over the whole study; null: no cap. */
  spendingCap: integer('spending_cap'),
  costs: jsonb('costs').$type<Record<TracerChannel, number>>().notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One cohort asked at one offset after its graduation date, open for a window. */
export const tracerWaves = pgTable(
  'tracer_waves',
  {
    id: id(),
    studyId: uuid('study_id')
      .notNull()
      .references(() => tracerStudies.id, { onDelete: 'cascade' }),
    cohort: smallint('cohort').notNull(),
    offsetMonths: smallint('offset_months').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** When the sweep last made this wave's cases (null: not yet). */
    casesMadeAt: timestamp('cases_made_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tracer_waves_key').on(t.studyId, t.cohort, t.offsetMonths),
    index('tracer_waves_window_idx').on(t.opensAt, t.closesAt),
    check('tracer_waves_window', sql`${t.closesAt} > ${t.opensAt}`),
  ],
);

/**
 * One graduate on the roll in one wave. The institution, programme, sex, state and cohort are copied from the roll
 * when the case is made (the frame of the wave does not move when a roll is re-uploaded); contacts are read from
 * the roll at each send (a corrected phone or e-mail is used at once).
 */
export const tracerCases = pgTable(
  'tracer_cases',
  {
    id: id(),
    studyId: uuid('study_id')
      .notNull()
      .references(() => tracerStudies.id, { onDelete: 'cascade' }),
    waveId: uuid('wave_id')
      .notNull()
      .references(() => tracerWaves.id, { onDelete: 'cascade' }),
    rollEntryId: uuid('roll_entry_id').references(() => rollEntries.id, { onDelete: 'set null' }),
    institutionId: uuid('institution_id').notNull(),
    programmeId: uuid('programme_id').notNull(),
    sex: text('sex').notNull(),
    state: text('state').notNull(),
    disposition: text('disposition').notNull().default('not_contacted'),
    /** The next ladder step to take (index into the study's ladder); null: the ladder is done or stopped. */
    nextStep: smallint('next_step'),
    nextContactAt: timestamp('next_contact_at', { withTimezone: true }),
    /** The account that answered or that claimed the roll entry, once known. */
    accountId: uuid('account_id').references(() => users.id, { onDelete: 'set null' }),
    /** The privacy notice version shown on the answer page (issue 25); null until a notice version exists. */
    noticeVersion: text('notice_version'),
    mode: text('mode'),
    /** The language the case answered in (en, ha, yo, ig, pcm). */
    language: text('language'),
    /**
     * The language the graduate chose on a phone channel (USSD language line, a HAUSA/YORUBA/… text), written on
     * every case of their roll entry so later waves and reminders use it (tracer.languages.ts).
     */
    phoneLanguage: text('phone_language'),
    /** When that choice was made: the later of it and the account's choice wins (decision 0037, amended). */
    phoneLanguageAt: timestamp('phone_language_at', { withTimezone: true }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Questions the channel the case answered on could not ask (issue 27): the figures say so. */
    skippedQuestions: text('skipped_questions').array().notNull().default(sql`'{}'::text[]`),
    /** Channels a message to this case failed on (bounce, failure, do-not-disturb): the ladder falls back. */
    failedChannels: text('failed_channels').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tracer_cases_wave_entry_key').on(t.waveId, t.rollEntryId),
    index('tracer_cases_due_idx').on(t.nextContactAt).where(sql`${t.nextContactAt} is not null`),
    index('tracer_cases_entry_idx').on(t.rollEntryId),
    index('tracer_cases_account_idx').on(t.accountId),
    index('tracer_cases_wave_idx').on(t.waveId, t.disposition),
    check(
      'tracer_cases_disposition',
      sql`${t.disposition} in ('not_contacted', 'contacted', 'undeliverable', 'no_response', 'partial', 'complete', 'refused', 'opted_out', 'ineligible')`,
    ),
  ],
);

/** Every change of a case's disposition, with the rule that made it. */
export const tracerDispositionHistory = pgTable(
  'tracer_disposition_history',
  {
    id: id(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => tracerCases.id, { onDelete: 'cascade' }),
    fromDisposition: text('from_disposition').notNull(),
    toDisposition: text('to_disposition').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('tracer_disposition_history_case_idx').on(t.caseId, t.createdAt)],
);

/** One contact attempt: a ladder step of a case, on one channel. Unique per case and step: a rerun adds none. */
export const tracerContacts = pgTable(
  'tracer_contacts',
  {
    id: id(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => tracerCases.id, { onDelete: 'cascade' }),
    studyId: uuid('study_id').notNull(),
    institutionId: uuid('institution_id').notNull(),
    step: smallint('step').notNull(),
    /** 0 for the ladder's own attempt; 1, 2 … for the fallbacks after a channel failed (issue 27). */
    attempt: smallint('attempt').notNull().default(0),
    channel: text('channel').notNull(),
    template: text('template').notNull(),
    status: text('status').notNull().default('queued'),
    /** Why it was not sent, cancelled or bounced, in plain words. */
    reason: text('reason'),
    providerMessageId: text('provider_message_id'),
    /** Kobo: the channel's cost per message, times the parts of a text message. */
    cost: integer('cost').notNull().default(0),
    /** A text message's encoding (GSM-7 or UCS-2) and parts, as sent. */
    encoding: text('encoding'),
    segments: smallint('segments'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tracer_contacts_case_step_key').on(t.caseId, t.step, t.attempt),
    index('tracer_contacts_provider_idx')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    index('tracer_contacts_study_day_idx').on(t.studyId, t.createdAt),
    index('tracer_contacts_spend_idx').on(t.studyId, t.institutionId),
  ],
);

/** Single-use answer links: only the SHA-256 of the token is kept, bound to one case. */
export const tracerTokens = pgTable(
  'tracer_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => tracerCases.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('tracer_tokens_case_idx').on(t.caseId)],
);

/**
 * The answers given by link (a case, not an account). One per question per case; they move to survey_responses
 * (and so to the outcome facts) when the case is linked to an account. Mode and language are the case's.
 */
export const tracerAnswers = pgTable(
  'tracer_answers',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => tracerCases.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    text: text('text'),
    optionId: text('option_id'),
    /** The interviewer who entered the answer on the graduate's behalf (mode 'phone', issue 28); null otherwise. */
    enteredBy: uuid('entered_by').references(() => users.id, { onDelete: 'set null' }),
    /** When the answer was copied to survey_responses (the case was linked to an account); null: not yet. */
    copiedAt: timestamp('copied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'tracer_answers_pkey', columns: [t.caseId, t.questionId] }),
    index('tracer_answers_to_copy_idx').on(t.caseId).where(sql`${t.copiedAt} is null`),
  ],
);

/**
 * The do-not-contact list (NDPA objection, issue 25): a keyed HMAC of a normalised e-mail or phone, or an account
 * id. Not tied to a roll entry, so a re-uploaded roll with the same contacts is not contacted again.
 */
export const tracerObjections = pgTable(
  'tracer_objections',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** settings, opt_out_link, stop, erasure. */
    source: text('source').notNull(),
    /** The account that asked (settings), so withdrawing removes only what it added. */
    accountId: uuid('account_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'tracer_objections_pkey', columns: [t.kind, t.key] }),
    index('tracer_objections_account_idx').on(t.accountId),
    check('tracer_objections_kind', sql`${t.kind} in ('email', 'phone', 'account')`),
  ],
);
