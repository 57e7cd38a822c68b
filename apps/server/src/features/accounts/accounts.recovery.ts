import { RESET_TOKEN_TTL_SECONDS, SERVER_MESSAGES } from '@tvet/contract';
import type { Deps } from '../../platform/deps';
import { badRequest } from '../../platform/errors';
import { hashPassword, newOpaqueToken, sha256 } from '../../platform/secrets';
import { type CodesService, codeFailure } from './accounts.codes';
import { findUserByEmail, insertPasswordReset, resetPasswordWithToken } from './accounts.repository';
import type { SessionsService } from './accounts.sessions';

const resetTokenInvalid = () =>
  badRequest(SERVER_MESSAGES.resetTokenInvalid, { reset_token: SERVER_MESSAGES.resetTokenInvalid });

/** Password recovery: a checked code becomes a single-use reset token; the code alone never changes a password. */
export function recoveryUseCases(deps: Deps, codes: CodesService, sessions: SessionsService) {
  const { db } = deps;
  return {
    async verifyRecovery(email: string, code: string) {
      const check = await codes.check(email, 'recovery', code);
      if (check.result !== 'ok') throw codeFailure(check.result);
      const { token, hash } = newOpaqueToken();
      const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000);
      await insertPasswordReset(db, { userId: check.userId, tokenHash: hash, expiresAt });
      return token;
    },

    async resetPassword(email: string, newPassword: string, resetToken: string) {
      const user = await findUserByEmail(db, email);
      if (!user) throw resetTokenInvalid();
      const passwordHash = await hashPassword(newPassword);
      const done = await resetPasswordWithToken(db, {
        userId: user.id,
        tokenHash: sha256(resetToken),
        passwordHash,
      });
      if (!done) throw resetTokenInvalid();
      await sessions.endAll(user.id, 'password-reset');
    },
  };
}
