import { SERVER_MESSAGES } from '@tvet/contract';
import type { Deps } from '../../platform/deps';
import { badRequest, unauthorized } from '../../platform/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/secrets';
import { findUserByEmail, findUserById, setPasswordHash } from './accounts.repository';
import type { SessionsService } from './accounts.sessions';

/** Signing in, refreshing, signing out and changing the password. */
export function signInUseCases(deps: Deps, sessions: SessionsService) {
  const { db } = deps;
  return {
    /** One answer for an unknown address, a wrong password and the wrong account type: nothing is revealed. */
    async login(userType: string, email: string, password: string) {
      const user = await findUserByEmail(db, email);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await burnPasswordCheck(password);
      if (!user || !valid || user.userType !== userType) throw unauthorized(SERVER_MESSAGES.loginFailed);
      return sessions.start(user);
    },

    refresh: (refreshToken: string) => sessions.refresh(refreshToken),

    logout: (refreshToken: string) => sessions.revoke(refreshToken),

    /** Changing the password ends every other session; the caller gets a fresh one. */
    async changePassword(accountId: string, current: string, next: string) {
      const user = await findUserById(db, accountId);
      if (!user) throw unauthorized();
      if (!(await verifyPassword(user.passwordHash, current))) {
        throw badRequest(SERVER_MESSAGES.currentPasswordWrong, {
          password: SERVER_MESSAGES.currentPasswordWrong,
        });
      }
      await setPasswordHash(db, user.id, await hashPassword(next));
      await sessions.revokeAll(user.id, 'password-change');
      const { key, refresh_token } = await sessions.start(user);
      return { key, refresh_token };
    },
  };
}
