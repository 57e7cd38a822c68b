import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, institutions, updatedAt, users } from '../../db/schema';

/*
 * Privacy under the NDPA 2023 (issue 25, part A). The record of processing activities and the notice versions are
 * data (seeded from the contract's definitions, edited in the console); consent events are append-only (the service
 * only ever inserts, and a trigger refuses any UPDATE); the breach register and the data subject requests are the data protection officer's.
 */

/** The record of processing activities (NDPA s. 25 lawful bases), one row per activity, keyed as in the contract. */
export const processingActivities = pgTable(
  'processing_activities',
  {
    key: text('key').primaryKey(),
    name: text('name').notNull(),
    data: text('data').notNull(),
    purpose: text('purpose').notNull(),
    lawfulBasis: text('lawful_basis').notNull(),
    retention: text('retention').notNull(),
    recipients: text('recipients').notNull(),
    position: integer('position').notNull().default(0),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'processing_activities_basis_known',
      sql`${t.lawfulBasis} in ('consent', 'contract', 'legal_obligation', 'vital_interest', 'public_task', 'legitimate_interest')`,
    ),
  ],
);
export type ProcessingActivityRow = typeof processingActivities.$inferSelect;

/** The privacy notice, one row per published version; the newest is current. */
export const privacyNotices = pgTable('privacy_notices', {
  version: integer('version').primaryKey(),
  text: text('text').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
});
export type PrivacyNoticeRow = typeof privacyNotices.$inferSelect;

/**
 * Which notice version a person was shown, where: at sign-up (account), or on the tracer's invitation page (its
 * case, before any account exists).
 */
export const noticeViews = pgTable(
  'notice_views',
  {
    id: id(),
    accountId: uuid('account_id').references(() => users.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id'),
    version: integer('version')
      .notNull()
      .references(() => privacyNotices.version),
    channel: text('channel').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notice_views_account_idx').on(t.accountId),
    index('notice_views_case_idx').on(t.caseId),
    check('notice_views_someone', sql`${t.accountId} is not null or ${t.caseId} is not null`),
  ],
);

/**
 * Consent to an optional extra, given or withdrawn: a new row each time, never updated. Given by an account, or by
 * a tracer case's graduate on the baseline page (case_id); the case's events become the account's when the case is
 * linked to it (adoptCaseConsents).
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    id: id(),
    accountId: uuid('account_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A tracer case's graduate who answered the baseline wave by link, before any account (issue 26). */
    caseId: uuid('case_id'),
    purpose: text('purpose').notNull(),
    given: boolean('given').notNull(),
    noticeVersion: integer('notice_version')
      .notNull()
      .references(() => privacyNotices.version),
    channel: text('channel').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('consent_events_account_idx').on(t.accountId, t.purpose, t.createdAt),
    index('consent_events_case_idx').on(t.caseId),
    check('consent_events_someone', sql`${t.accountId} is not null or ${t.caseId} is not null`),
    check(
      'consent_events_purpose_known',
      sql`${t.purpose} in ('mentoring', 'job_matching', 'whatsapp_contact')`,
    ),
  ],
);
export type ConsentEventRow = typeof consentEvents.$inferSelect;

/** A minor's guardian, asked to confirm (NDPA s. 31) through a single-use link; only its hash is kept. */
export const guardianConfirmations = pgTable(
  'guardian_confirmations',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guardianName: text('guardian_name').notNull(),
    /** One of the two: the e-mail address or the phone (+234…) the confirmation link was sent to. */
    guardianEmail: text('guardian_email'),
    guardianPhone: text('guardian_phone'),
    /** The link's hash; null when no link was sent (`notSentReason`). */
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * Why the link was not sent, kept as the record of a refused ask: 'phone_opted_out' when the guardian's phone
     * had sent STOP (it is never texted again). Such a row can never be confirmed and does not count as asked.
     */
    notSentReason: text('not_sent_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('guardian_confirmations_token_key').on(t.tokenHash),
    index('guardian_confirmations_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** The breach register (NDPA s. 40): the Commission is told within 72 hours of `aware_at`. */
export const breaches = pgTable(
  'breaches',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    awareAt: timestamp('aware_at', { withTimezone: true }).notNull(),
    dataKinds: jsonb('data_kinds').$type<string[]>().notNull().default([]),
    peopleAffected: integer('people_affected').notNull().default(0),
    institutions: jsonb('institutions').$type<string[]>().notNull().default([]),
    ndpcNotifiedAt: timestamp('ndpc_notified_at', { withTimezone: true }),
    subjectsMustBeTold: boolean('subjects_must_be_told').notNull().default(false),
    noticesStoppedAt: timestamp('notices_stopped_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('breaches_aware_idx').on(t.awareAt)],
);
export type BreachRow = typeof breaches.$inferSelect;

/** The accounts a breach affects, and where their notice stands; a person may stop further notices. */
export const breachRecipients = pgTable(
  'breach_recipients',
  {
    breachId: uuid('breach_id')
      .notNull()
      .references(() => breaches.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.breachId, t.accountId] }),
    index('breach_recipients_account_idx').on(t.accountId),
  ],
);

/** Data subject requests (NDPA ss. 34-38) answered by a person within 30 days. */
export const subjectRequests = pgTable(
  'subject_requests',
  {
    id: id(),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    kind: text('kind').notNull(),
    details: text('details').notNull(),
    status: text('status').notNull().default('open'),
    source: text('source').notNull(),
    accountId: uuid('account_id').references(() => users.id, { onDelete: 'set null' }),
    institutionId: uuid('institution_id').references(() => institutions.id, { onDelete: 'set null' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subject_requests_due_idx').on(t.status, t.dueAt),
    index('subject_requests_created_idx').on(t.createdAt),
    index('subject_requests_account_idx').on(t.accountId),
    check('subject_requests_kind_known', sql`${t.kind} in ('access', 'correction', 'erasure', 'objection')`),
    check('subject_requests_status_known', sql`${t.status} in ('open', 'in_progress', 'done', 'refused')`),
    check('subject_requests_source_known', sql`${t.source} in ('public_form', 'account')`),
  ],
);
export type SubjectRequestRow = typeof subjectRequests.$inferSelect;
