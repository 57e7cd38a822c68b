import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/schema';

/**
 * Every provider callback that must act once (inbound messages, delivery reports), by the provider's message id:
 * providers deliver webhooks at least once (the fake twice), so the second copy finds its row and does nothing.
 * Holds no personal data: no phone number, no text.
 */
export const gatewayCallbacks = pgTable(
  'gateway_callbacks',
  {
    id: id(),
    provider: text('provider').notNull(),
    /** `sms` (inbound text), `whatsapp` (inbound WhatsApp), `delivery:<status>` (a delivery report per status). */
    kind: text('kind').notNull(),
    providerMessageId: text('provider_message_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gateway_callbacks_message_key').on(t.provider, t.kind, t.providerMessageId),
    // Retention sweeps read by age.
    index('gateway_callbacks_received_idx').on(t.receivedAt),
  ],
);

/** An answer kept while the interview runs: the option chosen or the text typed. */
export type DraftAnswer = { optionId: string } | { text: string };

/**
 * Where a phone stands in a study's questionnaire on the channels (USSD and text messages share it): the question
 * it reached, the answers so far, and the caller's confirmation. A session that times out resumes here when the
 * same phone dials again within the wave.
 */
export const gatewayInterviews = pgTable(
  'gateway_interviews',
  {
    id: id(),
    /** +234…, as the network gave it. */
    phone: text('phone').notNull(),
    studyRef: text('study_ref').notNull(),
    caseRef: text('case_ref').notNull(),
    surveyId: text('survey_id').notNull(),
    /** `ussd`, `sms` or `whatsapp`: the channel used last. */
    channel: text('channel').notNull(),
    /** `open`, `complete`. */
    status: text('status').notNull().default('open'),
    /** The index (answering order) of the question on screen, and which of its screens. */
    position: integer('position').notNull().default(0),
    page: integer('page').notNull().default(0),
    answers: jsonb('answers').$type<Record<string, DraftAnswer>>().notNull().default({}),
    /** The USSD session in progress, when it started, and how many inputs of it were read. */
    sessionId: text('session_id'),
    sessionStartedAt: timestamp('session_started_at', { withTimezone: true }),
    inputsRead: integer('inputs_read').notNull().default(0),
    /** The session (or `sms`/`whatsapp`) in which the caller confirmed who they are. */
    confirmedIn: text('confirmed_in'),
    identityTries: integer('identity_tries').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The interview's language (en, ha, yo, ig, pcm): the case's when it began, or the one picked on the phone. */
    language: text('language'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gateway_interviews_phone_study_key').on(t.phone, t.studyRef),
    index('gateway_interviews_session_idx').on(t.sessionId),
  ],
);
