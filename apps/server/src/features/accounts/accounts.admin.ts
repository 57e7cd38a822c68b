import {
  ADMIN_MESSAGES,
  adminAccountOperations,
  adminSecondFactorOperations,
  SERVER_MESSAGES,
} from '@tvet/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UserRow } from '../../db/profiles';
import { requireAuth } from '../../platform/access';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { conflict, notFound, unauthorized } from '../../platform/errors';
import { route } from '../../platform/operation-route';
import { byIp } from '../../platform/rate-limit';
import { type Challenge, createTwoFactor } from '../../platform/totp';
import { deliverSession } from './accounts.cookie';
import { findUserById } from './accounts.repository';
import type { AccountsService } from './accounts.service';
import { createSessionsService } from './accounts.sessions';

/*
 * Administrators sign in with a second factor (architecture, "Security decisions"; issue 13). For an
 * administrator, a right password answers a challenge (the login route calls `adminSignIn.challenge`), never a
 * session; these two routes finish the sign-in:
 * - POST /v1/auth/admin/totp/setup {totp_token}: at the first sign-in, the secret, its otpauth URI and QR code,
 *   and 10 recovery codes (shown once);
 * - POST /v1/auth/admin/totp {totp_token, code | recovery_code}: the session, exactly as login answers it.
 * Wrong and reused codes count per administrator (5 free, then 1 s doubling up to 15 minutes, 429 with
 * Retry-After); a right code clears the count.
 *
 * The console's "resend verification" lives here too: it sends the account's e-mail verification code, which
 * only this feature issues.
 */

const MINUTES_15 = 15 * 60;
const WRONG_CODES = {
  kind: 'progressive',
  free: 5,
  baseDelaySeconds: 1,
  maxDelaySeconds: MINUTES_15,
  forgetAfterSeconds: 24 * 60 * 60,
} as const;

export function createAdminSignIn(deps: Deps) {
  const twoFactor = createTwoFactor({ db: deps.db, jwtSecret: deps.config.jwtSecret });
  return {
    twoFactor,
    /** The answer of the login route to an administrator's right password. */
    async challenge(user: UserRow) {
      const challenge = await twoFactor.challenge(user);
      const msg = challenge.setup_required ? ADMIN_MESSAGES.totpSetupRequired : ADMIN_MESSAGES.totpRequired;
      return { msg, challenge };
    },
  };
}
export type AdminSignIn = ReturnType<typeof createAdminSignIn>;

export async function registerAdminAccountRoutes(
  app: FastifyInstance,
  deps: Deps,
  adminSignIn: AdminSignIn,
  accounts: Pick<AccountsService, 'sendCode'>,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { twoFactor } = adminSignIn;
  const sessions = createSessionsService(deps);
  // The challenge is read before any counting, so a forged token never counts against a real administrator.
  const challenges = new WeakMap<FastifyRequest, Challenge>();
  const readChallenge = async (request: FastifyRequest) => {
    const { totp_token } = request.body as { totp_token: string };
    challenges.set(request, await twoFactor.readChallenge(totp_token));
  };
  const byIpLimit = app.limit({
    name: 'admin-totp:ip',
    max: deps.config.ipLimits.signIn,
    windowSeconds: MINUTES_15,
    key: byIp,
  });
  const wrongCodes = app.failures({
    name: 'admin-totp:account',
    key: (request) => challenges.get(request)?.accountId,
    ...WRONG_CODES,
  });

  route(api, adminSecondFactorOperations.setUp, {
    access: 'public',
    preHandler: [byIpLimit, readChallenge],
    handler: async (request) => {
      const challenge = challenges.get(request);
      if (!challenge) throw unauthorized(ADMIN_MESSAGES.totpTokenInvalid);
      return ok(ADMIN_MESSAGES.totpSetup, await twoFactor.beginSetup(challenge.accountId));
    },
  });

  route(api, adminSecondFactorOperations.verify, {
    access: 'public',
    preHandler: [byIpLimit, readChallenge, wrongCodes.preHandler],
    onSend: wrongCodes.onSend,
    handler: async (request, reply) => {
      const challenge = challenges.get(request);
      if (!challenge) throw unauthorized(ADMIN_MESSAGES.totpTokenInvalid);
      let msg: string = SERVER_MESSAGES.loggedIn;
      if (request.body.code !== undefined) {
        await twoFactor.verifyCode(challenge.accountId, request.body.code);
      } else {
        const left = await twoFactor.useRecoveryCode(challenge.accountId, request.body.recovery_code ?? '');
        msg = ADMIN_MESSAGES.recoveryCodeUsed(left);
      }
      const user = await findUserById(deps.db, challenge.accountId);
      if (!user?.isActive) throw unauthorized(ADMIN_MESSAGES.totpTokenInvalid);
      const session = await sessions.start(user);
      return ok(msg, deliverSession(request, reply, session));
    },
  });

  route(api, adminAccountOperations.resendVerification, {
    access: { roles: ['admin'] },
    handler: async (request) => {
      const user = await findUserById(deps.db, request.params.id);
      if (!user) throw notFound(ADMIN_MESSAGES.accountNotFound);
      if (user.isEmailVerified) throw conflict(ADMIN_MESSAGES.alreadyVerified);
      await accounts.sendCode(user.email, 'verification');
      await audit(deps.db, {
        actor: requireAuth(request),
        action: 'account.resend_verification',
        target: { type: 'account', id: user.id, label: user.email },
      });
      return ok(ADMIN_MESSAGES.verificationResent, null);
    },
  });
}
