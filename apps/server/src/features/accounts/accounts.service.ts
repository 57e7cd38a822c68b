import {
  MESSAGES,
  RESET_TOKEN_TTL_SECONDS,
  type RegisterRequest,
  SERVER_MESSAGES,
  type SelfRegisteringType,
} from '@tvet/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResets, users } from '../../db/schema';
import type { Deps } from '../../platform/deps';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../platform/errors';
import {
  burnPasswordCheck,
  hashPassword,
  newOpaqueToken,
  sha256,
  verifyPassword,
} from '../../platform/secrets';
import {
  findTakenIdentity,
  findUserByEmail,
  findUserById,
  insertAccount,
  markEmailVerified,
  uniqueViolation,
} from './accounts.repository';
import { createOtpService, type OtpCheck } from './otp.service';
import { createSessionService } from './session.service';

const OTP_FAILURES: Record<Exclude<OtpCheck, 'ok'>, string> = {
  invalid: MESSAGES.invalidOtp,
  expired: SERVER_MESSAGES.otpExpired,
  locked: SERVER_MESSAGES.otpLocked,
};

/** Registration, sign-in, e-mail verification and password recovery: the account lifecycle. */
export function createAccountsService(deps: Deps) {
  const { db } = deps;
  const otp = createOtpService(deps);
  const sessions = createSessionService(deps);

  function profileFields(body: RegisterRequest): Record<string, unknown> {
    switch (body.user_type) {
      case 'graduate':
      case 'staff':
        return { gender: body.gender, nationality: body.nationality, state: body.state, lga: body.lga };
      case 'institution':
        return { institutionType: body.institution_type, ownershipType: body.ownership_type };
      case 'employer':
        return { industryType: body.industry_type, ownershipType: body.ownership_type };
    }
  }

  async function assertIdentityFree(email: string, username: string) {
    const taken = await findTakenIdentity(db, email, username);
    if (taken.emailTaken) throw conflict(SERVER_MESSAGES.emailTaken, { email: SERVER_MESSAGES.emailTaken });
    if (taken.usernameTaken)
      throw conflict(SERVER_MESSAGES.usernameTaken, { username: SERVER_MESSAGES.usernameTaken });
  }

  return {
    sessions,

    async register(userType: SelfRegisteringType, body: RegisterRequest) {
      await assertIdentityFree(body.email, body.username);
      const passwordHash = await hashPassword(body.password);
      try {
        const { user, profile } = await insertAccount(db, {
          userType,
          name: body.name,
          username: body.username,
          email: body.email,
          passwordHash,
          profile: profileFields(body),
        });
        await otp.issue(user, 'verification');
        return { user, profile };
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint?.includes('email'))
          throw conflict(SERVER_MESSAGES.emailTaken, { email: SERVER_MESSAGES.emailTaken });
        if (constraint?.includes('username')) {
          throw conflict(SERVER_MESSAGES.usernameTaken, { username: SERVER_MESSAGES.usernameTaken });
        }
        throw error;
      }
    },

    /** One answer for an unknown address, a wrong password and the wrong account type: nothing is revealed. */
    async login(userType: string, email: string, password: string) {
      const user = await findUserByEmail(db, email);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await burnPasswordCheck(password);
      if (!user || !valid || user.userType !== userType) throw unauthorized(SERVER_MESSAGES.loginFailed);
      return sessions.start(user);
    },

    async sendCode(email: string, purpose: 'verification' | 'recovery') {
      const user = await findUserByEmail(db, email);
      if (!user) return;
      if (purpose === 'verification' && user.isEmailVerified) return;
      await otp.issue(user, purpose);
    },

    async verifyEmail(email: string, code: string) {
      const user = await findUserByEmail(db, email);
      if (!user || user.isEmailVerified) throw badRequest(MESSAGES.invalidOtp, { otp: MESSAGES.invalidOtp });
      const result = await otp.check(user.id, 'verification', code);
      if (result !== 'ok') throw badRequest(OTP_FAILURES[result], { otp: OTP_FAILURES[result] });
      await markEmailVerified(db, user.id);
    },

    /** A checked recovery code becomes a single-use reset token; the code alone never changes a password. */
    async verifyRecovery(email: string, code: string) {
      const user = await findUserByEmail(db, email);
      if (!user) throw badRequest(MESSAGES.invalidOtp, { otp: MESSAGES.invalidOtp });
      const result = await otp.check(user.id, 'recovery', code);
      if (result !== 'ok') throw badRequest(OTP_FAILURES[result], { otp: OTP_FAILURES[result] });
      const { token, hash } = newOpaqueToken();
      const expiresAt = new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000);
      await db.insert(passwordResets).values({ userId: user.id, tokenHash: hash, expiresAt });
      return token;
    },

    async resetPassword(email: string, newPassword: string, resetToken: string) {
      const user = await findUserByEmail(db, email);
      const invalid = () =>
        new AppError(400, SERVER_MESSAGES.resetTokenInvalid, {
          reset_token: SERVER_MESSAGES.resetTokenInvalid,
        });
      if (!user) throw invalid();
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const [consumed] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResets.tokenHash, sha256(resetToken)),
              eq(passwordResets.userId, user.id),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, new Date()),
            ),
          )
          .returning({ id: passwordResets.id });
        if (!consumed) throw invalid();
        // Reading the code proved the address belongs to this person, so it counts as verified.
        await tx.update(users).set({ passwordHash, isEmailVerified: true }).where(eq(users.id, user.id));
      });
      await sessions.revokeAll(user.id, 'password-reset');
    },

    /** Changing the password ends every other session; the caller gets a fresh one. */
    async changePassword(accountId: string, callerId: string, current: string, next: string) {
      if (accountId !== callerId) throw forbidden(SERVER_MESSAGES.notOwner);
      const user = await findUserById(db, accountId);
      if (!user) throw forbidden(SERVER_MESSAGES.notOwner);
      if (!(await verifyPassword(user.passwordHash, current))) {
        throw badRequest(SERVER_MESSAGES.currentPasswordWrong, {
          password: SERVER_MESSAGES.currentPasswordWrong,
        });
      }
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(next) })
        .where(eq(users.id, user.id));
      await sessions.revokeAll(user.id, 'password-change');
      const { key, refresh_token } = await sessions.start(user);
      return { key, refresh_token };
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
