import {
  emailParamSchema,
  envelopeSchema,
  otpRequestSchema,
  otpVerifySchema,
  recoveryVerifyPayloadSchema,
  recoveryVerifyQuerySchema,
  resetPasswordSchema,
  SERVER_MESSAGES,
  verifyEmailPayloadSchema,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope';
import { byBodyEmail, byIp, byParamEmail } from '../../platform/rate-limit';
import type { AccountsService } from './accounts.service';

const MINUTES_15 = 15 * 60;

/** E-mail verification and password recovery. Every answer reads the same whether or not the address has an account. */
export const verificationRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (
  app,
  { accounts },
) => {
  const sendByIp = app.limit({ name: 'otp-send:ip', max: 30, windowSeconds: MINUTES_15, key: byIp });
  const sendByEmail = app.limit({
    name: 'otp-send:email',
    max: 5,
    windowSeconds: MINUTES_15,
    key: byBodyEmail,
  });
  const checkByIp = app.limit({ name: 'otp-check:ip', max: 60, windowSeconds: MINUTES_15, key: byIp });
  const checkByEmail = app.limit({
    name: 'otp-check:email',
    max: 15,
    windowSeconds: MINUTES_15,
    key: byParamEmail,
  });

  for (const [path, purpose] of [
    ['/v1/verification/otp', 'verification'],
    ['/v1/recovery/otp', 'recovery'],
  ] as const) {
    app.post(
      path,
      {
        config: { access: 'public' },
        preHandler: [sendByIp, sendByEmail],
        schema: {
          tags: ['accounts'],
          summary: `E-mail a fresh 4-digit ${purpose} code (a code sent by the client is ignored)`,
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

  app.post(
    '/v1/verification/verify/:email',
    {
      config: { access: 'public' },
      preHandler: [checkByIp, checkByEmail],
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

  app.get(
    '/v1/recovery/verification/:email',
    {
      config: { access: 'public' },
      preHandler: [checkByIp, checkByEmail],
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

  const resetByIp = app.limit({ name: 'reset:ip', max: 30, windowSeconds: MINUTES_15, key: byIp });
  app.patch(
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
};
