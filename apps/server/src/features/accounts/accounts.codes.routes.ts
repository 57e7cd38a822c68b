import {
  codeLinkSchema,
  emailParamSchema,
  envelopeSchema,
  otpRequestSchema,
  otpVerifySchema,
  recoveryLinkPayloadSchema,
  recoveryVerifyPayloadSchema,
  recoveryVerifyQuerySchema,
  resetPasswordSchema,
  SERVER_MESSAGES,
  verifyEmailPayloadSchema,
  verifyLinkPayloadSchema,
} from '@tvet/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
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

/** E-mail verification and password recovery: asking for a code, checking it, using the mailed link. */
export async function registerCodeRoutes(app: FastifyInstance, deps: Deps, accounts: AccountsService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
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
  for (const [path, purpose] of [
    ['/v1/verification/otp', 'verification'],
    ['/v1/recovery/otp', 'recovery'],
  ] as const) {
    api.post(
      path,
      {
        config: { access: 'public' },
        preHandler: [sendByIp],
        schema: {
          tags: ['accounts'],
          summary: `E-mail the ${purpose} code and link (the live one again, else a fresh one; a code sent by the client is ignored)`,
          body: otpRequestSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await accounts.sendCode(request.body.email, purpose);
        return ok(SERVER_MESSAGES.otpSent, null);
      },
    );
  }

  api.post(
    '/v1/verification/verify/:email',
    {
      config: { access: 'public' },
      preHandler: [checkByIp, verificationGuesses.preHandler],
      onSend: verificationGuesses.onSend,
      schema: {
        tags: ['accounts'],
        summary: 'Check the e-mailed code and mark the address verified',
        params: emailParamSchema,
        body: otpVerifySchema,
        response: { 200: envelopeSchema(verifyEmailPayloadSchema) },
      },
    },
    async (request) => {
      await accounts.verifyEmail(request.params.email, request.body.otp);
      return ok(SERVER_MESSAGES.emailVerified, { is_email_verified: true });
    },
  );

  api.post(
    '/v1/verification/link',
    {
      // The link's 256-bit token is the credential; per-IP ceiling only, no guess counter an attacker could fill.
      config: { access: 'public' },
      preHandler: [checkByIp],
      schema: {
        tags: ['accounts'],
        summary: "Mark the address verified with the verification mail's single-use link token",
        body: codeLinkSchema,
        response: { 200: envelopeSchema(verifyLinkPayloadSchema) },
      },
    },
    async (request) => {
      const account = await accounts.verifyEmailByLink(request.body.token);
      return ok(SERVER_MESSAGES.emailVerified, { is_email_verified: true, ...account });
    },
  );

  api.get(
    '/v1/recovery/verification/:email',
    {
      config: { access: 'public' },
      preHandler: [checkByIp, recoveryGuesses.preHandler],
      onSend: recoveryGuesses.onSend,
      schema: {
        tags: ['accounts'],
        summary: 'Check the recovery code; answers a single-use reset token',
        params: emailParamSchema,
        querystring: recoveryVerifyQuerySchema,
        response: { 200: envelopeSchema(recoveryVerifyPayloadSchema) },
      },
    },
    async (request) => {
      const token = await accounts.verifyRecovery(request.params.email, request.query.otp);
      return ok(SERVER_MESSAGES.recoveryVerified, { reset_token: token });
    },
  );

  api.post(
    '/v1/recovery/link',
    {
      config: { access: 'public' },
      preHandler: [checkByIp],
      schema: {
        tags: ['accounts'],
        summary: "Trade the recovery mail's single-use link token for a reset token (and the address)",
        body: codeLinkSchema,
        response: { 200: envelopeSchema(recoveryLinkPayloadSchema) },
      },
    },
    async (request) =>
      ok(SERVER_MESSAGES.recoveryVerified, await accounts.verifyRecoveryLink(request.body.token)),
  );

  const resetByIp = app.limit({
    name: 'reset:ip',
    max: ipLimits.codes,
    windowSeconds: MINUTES_15,
    key: byIp,
  });
  api.patch(
    '/v1/recovery/password',
    {
      config: { access: 'public' },
      preHandler: [resetByIp],
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the reset token',
        body: resetPasswordSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const { email, new_password, reset_token } = request.body;
      await accounts.resetPassword(email, new_password, reset_token);
      return ok(SERVER_MESSAGES.passwordReset, null);
    },
  );
}
