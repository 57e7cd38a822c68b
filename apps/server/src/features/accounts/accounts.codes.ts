import { randomInt } from 'node:crypto';
import {
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
import { keyedHash, safeEqual } from '../../platform/secrets';
import { codeMail } from './accounts.mail';
import type { TaskQueue } from './accounts.queue';
import {
  consumeCode,
  deleteCodesExpiredBefore,
  findCode,
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

/** Codes that expired more than a day ago are deleted now and then (decoys included), off the request path. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;
const CLEAN_EVERY = 200;

/**
 * Four-digit codes generated and checked by the server (architecture, "Security decisions"): one live code per
 * address and purpose, stored as a keyed hash, 10 minutes, 5 tries. Asking again replaces the code.
 *
 * An address that gets no mail (no account, or already verified) still gets a row: a decoy whose hash no code
 * matches. Asking for, and then checking, a code therefore runs the same statements and gives the same answers
 * ('Invalid OTP' five times, then 'Too many wrong codes…', then expired) for every address; the mail itself is
 * sent from a queue after the answer, so its time does not show either.
 */
export function createCodesService(deps: Deps, queue: TaskQueue) {
  const hashOf = (userId: string, purpose: OtpPurpose, code: string) =>
    keyedHash(deps.config.jwtSecret, `${purpose}:${userId}:${code}`);
  let issued = 0;

  return {
    /** `user` null: a decoy for an address that must not receive a code. */
    async issue(email: string, user: UserRow | null, purpose: OtpPurpose): Promise<void> {
      const code = String(randomInt(OTP_MIN, OTP_MAX + 1));
      // The decoy's hash is of a different text, so no code ever matches it; computing it costs the same.
      const codeHash = user
        ? hashOf(user.id, purpose, code)
        : keyedHash(deps.config.jwtSecret, `decoy:${purpose}:${email}:${code}`);
      const expiresAt = new Date(Date.now() + OTP_TTL_SECONDS * 1000);
      await upsertCode(deps.db, { email, userId: user?.id ?? null, purpose, codeHash, expiresAt });
      if (user) {
        const mail = codeMail(user.email, user.name, code, purpose);
        queue.push(`${purpose} code mail`, () => deps.mailer.send(mail));
      }
      issued += 1;
      if (issued % CLEAN_EVERY === 0) {
        queue.push('expired codes clean-up', () =>
          deleteCodesExpiredBefore(deps.db, new Date(Date.now() - KEEP_EXPIRED_MS)),
        );
      }
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
  };
}
export type CodesService = ReturnType<typeof createCodesService>;
