import { accountCodeOperations as ops, SERVER_MESSAGES } from '@tvet/contract';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { route } from '../../platform/operation-route';
import { byIp, byParamEmail } from '../../platform/rate-limit';
import type { AccountsService } from './accounts.service';

const MINUTES_15 = 15 * 60;

/**
 * Wrong 4-digit codes: at most 10 per address in any 24 hours, whatever number of codes were sent, so a guesser's
 * chance stays below 10 / 8,996 (about 1 in 900) a day. docs/decisions: "Recovery code guess bound". The mailed
 * link is not counted here: only the mailbox's owner has it, so strangers' guesses never stop the owner.
 */
export const CODE_GUESSES_PER_DAY = 10;
const CODE_GUESSES = { kind: 'cap', max: CODE_GUESSES_PER_DAY, windowSeconds: 24 * 60 * 60 } as const;

/**
 * E-mail verification and password recovery: asking for a code, checking it, using the mailed link; each route
 * registered from its contract operation (operations/accounts.ts).
 */
export async function registerCodeRoutes(app: FastifyInstance, deps: Deps, accounts: AccountsService) {
  const ipLimits = deps.config.ipLimits;
  const sendByIp = app.limit({
    name: 'otp-send:ip',
    max: ipLimits.codes,
    windowSeconds: MINUTES_15,
    key: byIp,
  });
  const checkByIp = app.limit({
    name: 'otp-check:ip',
    max: ipLimits.codes,
    windowSeconds: MINUTES_15,
    key: byIp,
  });
  // Wrong codes per address, across every code sent to it (docs/decisions: recovery code guess bound).
  const verificationGuesses = app.failures({
    name: 'otp-guess:verification',
    key: byParamEmail,
    ...CODE_GUESSES,
  });
  const recoveryGuesses = app.failures({ name: 'otp-guess:recovery', key: byParamEmail, ...CODE_GUESSES });

  // No per-address ceiling on asking (issue 22: five requests by a stranger refused the owner's own for 15
  // minutes): while a code is live, asking again re-sends it, and only a few times (accounts.codes.ts).
  for (const [op, purpose] of [
    [ops.sendVerificationCode, 'verification'],
    [ops.sendRecoveryCode, 'recovery'],
  ] as const) {
    route(app, op, {
      access: 'public',
      preHandler: [sendByIp],
      handler: async (request) => {
        await accounts.sendCode(request.body.email, purpose);
        return ok(SERVER_MESSAGES.otpSent, null);
      },
    });
  }

  route(app, ops.verifyEmail, {
    access: 'public',
    preHandler: [checkByIp, verificationGuesses.preHandler],
    onSend: verificationGuesses.onSend,
    handler: async (request) => {
      await accounts.verifyEmail(request.params.email, request.body.otp);
      return ok(SERVER_MESSAGES.emailVerified, { is_email_verified: true });
    },
  });

  // The link's 256-bit token is the credential; per-IP ceiling only, no guess counter an attacker could fill.
  route(app, ops.verifyEmailByLink, {
    access: 'public',
    preHandler: [checkByIp],
    handler: async (request) => {
      const account = await accounts.verifyEmailByLink(request.body.token);
      return ok(SERVER_MESSAGES.emailVerified, { is_email_verified: true, ...account });
    },
  });

  route(app, ops.verifyRecovery, {
    access: 'public',
    preHandler: [checkByIp, recoveryGuesses.preHandler],
    onSend: recoveryGuesses.onSend,
    handler: async (request) => {
      const token = await accounts.verifyRecovery(request.params.email, request.query.otp);
      return ok(SERVER_MESSAGES.recoveryVerified, { reset_token: token });
    },
  });

  route(app, ops.recoveryByLink, {
    access: 'public',
    preHandler: [checkByIp],
    handler: async (request) =>
      ok(SERVER_MESSAGES.recoveryVerified, await accounts.verifyRecoveryLink(request.body.token)),
  });

  const resetByIp = app.limit({
    name: 'reset:ip',
    max: ipLimits.codes,
    windowSeconds: MINUTES_15,
    key: byIp,
  });
  route(app, ops.resetPassword, {
    access: 'public',
    preHandler: [resetByIp],
    handler: async (request) => {
      const { email, new_password, reset_token } = request.body;
      await accounts.resetPassword(email, new_password, reset_token);
      return ok(SERVER_MESSAGES.passwordReset, null);
    },
  });
}
