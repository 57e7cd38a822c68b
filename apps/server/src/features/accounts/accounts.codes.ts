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
import { consumeCode, findCode, spendCodeTry, upsertCode } from './accounts.repository';

export type OtpPurpose = 'verification' | 'recovery';
export type OtpCheck = 'ok' | 'invalid' | 'expired' | 'locked';

const FAILURES: Record<Exclude<OtpCheck, 'ok'>, string> = {
  invalid: MESSAGES.invalidOtp,
  expired: SERVER_MESSAGES.otpExpired,
  locked: SERVER_MESSAGES.otpLocked,
};

/** The 400 a failed check answers, naming the otp field. */
export const codeFailure = (result: Exclude<OtpCheck, 'ok'>) =>
  badRequest(FAILURES[result], { otp: FAILURES[result] });

/**
 * Four-digit codes generated and checked by the server (architecture, "Security decisions"): one live code per
 * account and purpose, stored as a keyed hash, 10 minutes, 5 tries. Asking again replaces the code.
 */
export function createCodesService(deps: Deps) {
  const hashOf = (userId: string, purpose: OtpPurpose, code: string) =>
    keyedHash(deps.config.jwtSecret, `${purpose}:${userId}:${code}`);

  return {
    async issue(user: UserRow, purpose: OtpPurpose): Promise<void> {
      const code = String(randomInt(OTP_MIN, OTP_MAX + 1));
      const codeHash = hashOf(user.id, purpose, code);
      const expiresAt = new Date(Date.now() + OTP_TTL_SECONDS * 1000);
      await upsertCode(deps.db, { userId: user.id, purpose, codeHash, expiresAt });
      await deps.mailer.send(codeMail(user.email, user.name, code, purpose));
    },

    async check(userId: string, purpose: OtpPurpose, code: string): Promise<OtpCheck> {
      // A try is spent before the comparison, atomically, so parallel guesses cannot exceed the limit.
      const spent = await spendCodeTry(deps.db, userId, purpose, OTP_MAX_ATTEMPTS);
      if (!spent) {
        const row = await findCode(deps.db, userId, purpose);
        if (!row) return 'invalid';
        return row.expiresAt.getTime() <= Date.now() ? 'expired' : 'locked';
      }
      if (!safeEqual(spent.codeHash, hashOf(userId, purpose, code))) return 'invalid';
      return (await consumeCode(deps.db, spent.id)) ? 'ok' : 'invalid';
    },
  };
}
export type CodesService = ReturnType<typeof createCodesService>;
