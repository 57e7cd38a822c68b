import { RESET_TOKEN_TTL_SECONDS, SERVER_MESSAGES } from '@tvet/contract';
import type { Deps } from '../../platform/deps';
import { badRequest } from '../../platform/errors';
import { hashPassword, newOpaqueToken, sha256 } from '../../platform/secrets';
import { type CodesService, codeFailure, codeLinkInvalid } from './accounts.codes';
import {
  findUserByEmail,
  findUserById,
  insertPasswordReset,
  resetPasswordWithToken,
} from './accounts.repository';
import type { SessionsService } from './accounts.sessions';

const resetTokenInvalid = () =>
  badRequest(SERVER_MESSAGES.resetTokenInvalid, { reset_token: SERVER_MESSAGES.resetTokenInvalid });

/** Password recovery: a checked code becomes a single-use reset token; the code alone never changes a password. */
export function recoveryUseCases(deps: Deps, codes: CodesService, sessions: SessionsService) {
  const { db } = deps;
  async function resetTokenFor(userId: string) {
    const { token, hash } = newOpaqueToken();
    const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000);
    await insertPasswordReset(db, { userId, tokenHash: hash, expiresAt });
    return token;
  }

  return {
    async verifyRecovery(email: string, code: string) {
      const check = await codes.check(email, 'recovery', code);
      if (check.result !== 'ok') throw codeFailure(check.result);
      return resetTokenFor(check.userId);
    },

    /**
     * The recovery mail's link buys the same reset token as the right code, whatever wrong codes others tried;
     * it answers the address too, which the page opened from the mail does not know.
     */
    async verifyRecoveryLink(linkToken: string) {
      const userId = await codes.useLink(linkToken, 'recovery');
      const user = userId ? await findUserById(db, userId) : null;
      if (!user) throw codeLinkInvalid();
      return { email: user.email, reset_token: await resetTokenFor(user.id) };
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
