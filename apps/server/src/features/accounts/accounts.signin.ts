import { SERVER_MESSAGES } from '@tvet/contract';
import type { Deps } from '../../platform/deps';
import { badRequest, unauthorized } from '../../platform/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/secrets';
import { findUserByEmail, findUserById, setPasswordHash } from './accounts.repository';
import type { SessionsService } from './accounts.sessions';

/** Signing in, refreshing, signing out and changing the password. */
export function signInUseCases(deps: Deps, sessions: SessionsService) {
  const { db } = deps;

  /**
   * One answer for an unknown address, a wrong password, the wrong account type and a deactivated account:
   * nothing is revealed.
   */
  async function checkCredentials(userType: string, email: string, password: string) {
    const user = await findUserByEmail(db, email);
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : await burnPasswordCheck(password);
    if (!user || !valid || user.userType !== userType || !user.isActive) {
      throw unauthorized(SERVER_MESSAGES.loginFailed);
    }
    return user;
  }

  return {
    /**
     * One answer for an unknown address, a wrong password, the wrong account type and a deactivated account:
     * nothing is revealed.
     */
    async login(userType: string, email: string, password: string) {
      return sessions.start(await checkCredentials(userType, email, password));
    },

    /** The password step alone: administrators then give a second factor (accounts.admin-totp.ts). */
    checkCredentials,

    refresh: (refreshToken: string) => sessions.refresh(refreshToken),

    logout: (refreshToken: string) => sessions.revoke(refreshToken),

    /** Every sign-in of the account ends, this one included. */
    logoutEverywhere: (accountId: string) => sessions.endAll(accountId, 'logout-everywhere'),

    /** Changing the password ends every sign-in at once; the caller gets a fresh one. */
    async changePassword(accountId: string, current: string, next: string) {
      const user = await findUserById(db, accountId);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.passwordHash, current))) {
        throw badRequest(SERVER_MESSAGES.currentPasswordWrong, {
          password: SERVER_MESSAGES.currentPasswordWrong,
        });
      }
      await setPasswordHash(db, user.id, await hashPassword(next));
      await sessions.endAll(user.id, 'password-change');
      // Read again: the new sign-in carries the raised session version.
      const changed = await findUserById(db, accountId);
      if (!changed) throw unauthorized();
      return sessions.start(changed);
    },
  };
}
