import { randomInt } from 'node:crypto';
import { OTP_MAX, OTP_MAX_ATTEMPTS, OTP_MIN, OTP_TTL_SECONDS } from '@tvet/contract';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { otpCodes } from '../../db/schema';
import type { Deps } from '../../platform/deps';
import { keyedHash, safeEqual } from '../../platform/secrets';
import type { UserRow } from '../profiles/profiles.repository';
import { codeMail } from './accounts.mail';

export type OtpPurpose = 'verification' | 'recovery';
export type OtpCheck = 'ok' | 'invalid' | 'expired' | 'locked';

/**
 * Four-digit codes generated and checked by the server (architecture, "Security decisions"): one live code per
 * account and purpose, stored as a keyed hash, 10 minutes, 5 tries. Asking again replaces the code.
 */
export function createOtpService(deps: Deps) {
  const hashOf = (userId: string, purpose: OtpPurpose, code: string) =>
    keyedHash(deps.config.jwtSecret, `${purpose}:${userId}:${code}`);

  return {
    async issue(user: UserRow, purpose: OtpPurpose): Promise<void> {
      const code = String(randomInt(OTP_MIN, OTP_MAX + 1));
      const codeHash = hashOf(user.id, purpose, code);
      const expiresAt = new Date(Date.now() + OTP_TTL_SECONDS * 1000);
      await deps.db
        .insert(otpCodes)
        .values({ userId: user.id, purpose, codeHash, expiresAt })
        .onConflictDoUpdate({
          target: [otpCodes.userId, otpCodes.purpose],
          set: { codeHash, expiresAt, attempts: 0, createdAt: new Date() },
        });
      await deps.mailer.send(codeMail(user.email, user.name, code, purpose));
    },

    async check(userId: string, purpose: OtpPurpose, code: string): Promise<OtpCheck> {
      const match = and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose));
      // A try is spent before the comparison, atomically, so parallel guesses cannot exceed the limit.
      const [spent] = await deps.db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(match, lt(otpCodes.attempts, OTP_MAX_ATTEMPTS), gt(otpCodes.expiresAt, new Date())))
        .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash });
      if (!spent) {
        const [row] = await deps.db.select().from(otpCodes).where(match).limit(1);
        if (!row) return 'invalid';
        return row.expiresAt.getTime() <= Date.now() ? 'expired' : 'locked';
      }
      if (!safeEqual(spent.codeHash, hashOf(userId, purpose, code))) return 'invalid';
      const [consumed] = await deps.db
        .delete(otpCodes)
        .where(eq(otpCodes.id, spent.id))
        .returning({ id: otpCodes.id });
      return consumed ? 'ok' : 'invalid';
    },
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
