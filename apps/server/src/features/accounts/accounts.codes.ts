import { createHmac, randomBytes } from 'node:crypto';
import {
  CODE_LINK_PAGES,
  MESSAGES,
  OTP_MAX,
  OTP_MAX_ATTEMPTS,
  OTP_MIN,
  OTP_TTL_SECONDS,
  SERVER_MESSAGES,
} from '@tvet/contract';
import type { UserRow } from '../../db/profiles';
import type { Deps } from '../../platform/deps';
import { badRequest } from '../../platform/errors';
import type { SweepDefinition } from '../../platform/jobs/definitions';
import { keyedHash, safeEqual, sha256 } from '../../platform/secrets';
import { codeMail } from './accounts.mail';
import {
  consumeCode,
  consumeCodeLink,
  countCodeMail,
  deleteCodesExpiredBefore,
  findCode,
  findLiveCode,
  spendCodeTry,
  upsertCode,
} from './accounts.repository';

export type OtpPurpose = 'verification' | 'recovery';
export type OtpFailure = 'invalid' | 'expired' | 'locked';
export type OtpCheck = { result: 'ok'; userId: string } | { result: OtpFailure };

const FAILURES: Record<OtpFailure, string> = {
  invalid: MESSAGES.invalidOtp,
  expired: SERVER_MESSAGES.otpExpired,
  locked: SERVER_MESSAGES.otpLocked,
};

/** The 400 a failed check answers, naming the otp field. */
export const codeFailure = (result: OtpFailure) => badRequest(FAILURES[result], { otp: FAILURES[result] });

/** The 400 a used, replaced, expired or made-up link answers. */
export const codeLinkInvalid = () =>
  badRequest(SERVER_MESSAGES.codeLinkInvalid, { token: SERVER_MESSAGES.codeLinkInvalid });

/** Codes that expired more than a day ago are deleted by a sweep (decoys included), off the request path. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

/** Every hour, on one node: deletes the codes that expired more than a day ago. */
export const expiredCodesSweep: SweepDefinition = {
  name: 'accounts-expired-codes',
  schedule: { cron: '17 * * * *' },
  run: async (deps) => {
    await deleteCodesExpiredBefore(deps.db, new Date(Date.now() - KEEP_EXPIRED_MS));
  },
};
/**
 * Asking again while a code is live re-sends that code and link (issue 22: refusing with 429 let a stranger keep
 * the owner from getting one). Past this many mails of one code, asking again answers alike and mails nothing:
 * the owner already has the code several times, and a stranger cannot fill their inbox.
 */
export const MAILS_PER_CODE = 4;

/**
 * Four-digit codes generated and checked by the server (architecture, "Security decisions"): one live code per
 * address and purpose, stored as a keyed hash, 10 minutes, 5 tries. Asking again while the code is live re-sends
 * it; once it is used up (5 wrong tries) or expired, asking gives a new one.
 *
 * Each mail also carries a link with a long single-use token that completes the step without the code, so wrong
 * guesses by strangers (which lock the code, and past 10 a day refuse even the right one: docs/decisions 0004)
 * never stop the mailbox's owner. Code and link are derived from a random seed with the server secret, so they
 * can be re-sent without being stored; the table keeps the seed, a keyed hash of the code and a hash of the link.
 *
 * An address that gets no mail (no account, or already verified) still gets a row: a decoy whose hash no code
 * matches and whose link was never sent. Asking for, and then checking, a code therefore runs the same statements
 * and gives the same answers ('Invalid OTP' five times, then 'Too many wrong codes…', then expired) for every
 * address; the mail itself is queued (platform/mail-queue.ts) without the answer waiting for it, so its time
 * does not show either.
 */
export function createCodesService(deps: Deps) {
  const secret = deps.config.jwtSecret;
  const hashOf = (userId: string, purpose: OtpPurpose, code: string) =>
    keyedHash(secret, `${purpose}:${userId}:${code}`);
  const codeOf = (purpose: OtpPurpose, seed: string) => {
    const value = createHmac('sha256', secret).update(`code:${purpose}:${seed}`).digest().readUIntBE(0, 6);
    return String(OTP_MIN + (value % (OTP_MAX - OTP_MIN + 1)));
  };
  const linkTokenOf = (purpose: OtpPurpose, seed: string) =>
    createHmac('sha256', secret).update(`link:${purpose}:${seed}`).digest('base64url');

  function mail(user: UserRow, purpose: OtpPurpose, seed: string) {
    const link = `${deps.config.publicUrl}${CODE_LINK_PAGES[purpose]}/${linkTokenOf(purpose, seed)}`;
    const message = codeMail(user.email, user.name, codeOf(purpose, seed), link, purpose);
    // Not awaited: storing the job must not make the answer slower for an address that has an account.
    void deps.mailer
      .send(message)
      .catch((error) => deps.log.error({ err: error, purpose }, 'code mail not queued'));
  }

  return {
    /** `user` null: a decoy for an address that must not receive a code. */
    async issue(email: string, user: UserRow | null, purpose: OtpPurpose): Promise<void> {
      const userId = user?.id ?? null;
      const live = await findLiveCode(deps.db, email, purpose, OTP_MAX_ATTEMPTS);
      if (live?.seed && live.userId === userId) {
        const again = await countCodeMail(deps.db, live.id, MAILS_PER_CODE);
        if (again && user) mail(user, purpose, live.seed);
        return;
      }
      const seed = randomBytes(32).toString('base64url');
      // The decoy's hash is of a different text, so no code ever matches it; computing it costs the same.
      const code = codeOf(purpose, seed);
      const codeHash = user
        ? hashOf(user.id, purpose, code)
        : keyedHash(secret, `decoy:${purpose}:${email}:${code}`);
      const linkHash = sha256(linkTokenOf(purpose, seed));
      const expiresAt = new Date(Date.now() + OTP_TTL_SECONDS * 1000);
      await upsertCode(deps.db, { email, userId, purpose, codeHash, seed, linkHash, expiresAt });
      if (user) mail(user, purpose, seed);
    },

    async check(email: string, purpose: OtpPurpose, code: string): Promise<OtpCheck> {
      // A try is spent before the comparison, atomically, so parallel guesses cannot exceed the limit.
      const spent = await spendCodeTry(deps.db, email, purpose, OTP_MAX_ATTEMPTS);
      if (!spent) {
        const row = await findCode(deps.db, email, purpose);
        if (!row) return { result: 'invalid' };
        return { result: row.expiresAt.getTime() <= Date.now() ? 'expired' : 'locked' };
      }
      const expected = hashOf(spent.userId ?? 'none', purpose, code);
      if (!spent.userId || !safeEqual(spent.codeHash, expected)) return { result: 'invalid' };
      return (await consumeCode(deps.db, spent.id))
        ? { result: 'ok', userId: spent.userId }
        : { result: 'invalid' };
    },

    /**
     * The mailed link: single use, live as long as its code, whatever wrong codes were tried. Answers the
     * account, or null for a link that is unknown, used, replaced by a newer code, or expired.
     */
    async useLink(token: string, purpose: OtpPurpose): Promise<string | null> {
      return consumeCodeLink(deps.db, sha256(token), purpose);
    },
  };
}
export type CodesService = ReturnType<typeof createCodesService>;
