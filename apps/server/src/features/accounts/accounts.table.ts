import { index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, users } from '../../db/schema';

/*
 * The tables only this feature reads. Accounts (`users`), the role profiles and `refresh_tokens` stay in
 * db/schema.ts: other features read the first two, and the platform's per-request session check (and an
 * administrator ending someone's sessions) reads the refresh tokens.
 */

const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * E-mail verification and recovery codes, stored as keyed hashes (a 4-digit code is trivially brute-forced): one
 * live code per address and purpose. An address without an account (or, for verification, one already verified)
 * gets a decoy row with no account and a hash no code matches, so asking for and checking codes takes the same
 * steps and gives the same answers whether or not the address has an account.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /**
     * A random value the code and the mailed link are derived from with the server secret (accounts.codes.ts),
     * so asking again re-sends the same code and link while they are live; the table alone reveals neither.
     */
    seed: text('seed'),
    /** SHA-256 of the mailed link's token: the link completes the step without the code (issue 22). */
    linkHash: text('link_hash'),
    /** How many mails carried this code; past a few, asking again answers alike but mails nothing. */
    mails: smallint('mails').notNull().default(1),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('otp_codes_email_purpose_key').on(t.email, t.purpose),
    index('otp_codes_user_idx').on(t.userId),
    index('otp_codes_expires_idx').on(t.expiresAt),
    uniqueIndex('otp_codes_link_key').on(t.linkHash),
  ],
);

/** Single-use proof that a recovery code was checked; setting the new password consumes it. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_key').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);
