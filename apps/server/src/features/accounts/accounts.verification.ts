import { MESSAGES } from '@tvet/contract';
import type { Deps } from '../../platform/deps';
import { badRequest } from '../../platform/errors';
import { type CodesService, codeFailure, type OtpPurpose } from './accounts.codes';
import { findUserByEmail, markEmailVerified } from './accounts.repository';

/** Asking for a code and checking the e-mail verification code. Answers never tell whether an address has an account. */
export function verificationUseCases(deps: Deps, codes: CodesService) {
  const { db } = deps;
  return {
    async sendCode(email: string, purpose: OtpPurpose) {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      if (purpose === 'verification' && user.isEmailVerified) return;
      await codes.issue(user, purpose);
    },

    async verifyEmail(email: string, code: string) {
      const user = await findUserByEmail(db, email);
      if (!user || user.isEmailVerified) throw badRequest(MESSAGES.invalidOtp, { otp: MESSAGES.invalidOtp });
      const result = await codes.check(user.id, 'verification', code);
      if (result !== 'ok') throw codeFailure(result);
      await markEmailVerified(db, user.id);
    },
  };
}
