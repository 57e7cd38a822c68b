import type { Deps } from '../../platform/deps';
import { type CodesService, codeFailure, codeLinkInvalid, type OtpPurpose } from './accounts.codes';
import { findUserByEmail, findUserById, markEmailVerified } from './accounts.repository';

/**
 * Asking for a code and checking the e-mail verification code. The same steps run and the same answers come
 * back whether or not the address has an account (see accounts.codes.ts).
 */
export function verificationUseCases(deps: Deps, codes: CodesService) {
  const { db } = deps;
  return {
    async sendCode(email: string, purpose: OtpPurpose) {
      const user = await findUserByEmail(db, email);
      const mailed = user && !(purpose === 'verification' && user.isEmailVerified);
      await codes.issue(email, mailed ? user : null, purpose);
    },

    async verifyEmail(email: string, code: string) {
      const check = await codes.check(email, 'verification', code);
      if (check.result !== 'ok') throw codeFailure(check.result);
      await markEmailVerified(db, check.userId);
    },

    /** The verification mail's link: the same as the right code, and not stopped by anyone's wrong codes. */
    async verifyEmailByLink(token: string) {
      const userId = await codes.useLink(token, 'verification');
      if (!userId) throw codeLinkInvalid();
      await markEmailVerified(db, userId);
      const user = await findUserById(db, userId);
      return { email: user?.email ?? '', user_type: user?.userType ?? '' };
    },
  };
}
