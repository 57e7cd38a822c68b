import {
  changePasswordSchema,
  envelopeSchema,
  idSchema,
  isSelfRegistering,
  loginPayloadSchema,
  loginSchema,
  logoutSchema,
  MESSAGES,
  REGISTRATION_SCHEMAS,
  refreshPayloadSchema,
  refreshSchema,
  SERVER_MESSAGES,
  sessionUserSchema,
  USERS_SEGMENT_NAMES,
  USERS_SEGMENTS,
} from '@tvet/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/access';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { byBodyEmail, byIp } from '../../platform/rate-limit';
import { profileOut } from '../profiles/profiles.serialize';
import type { AccountsService } from './accounts.service';
import { createAccountsService } from './accounts.service';
import { verificationRoutes } from './verification.routes';

const MINUTES_15 = 15 * 60;

export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (
  app,
  { accounts },
) => {
  const registerByIp = app.limit({ name: 'register:ip', max: 30, windowSeconds: 60 * 60, key: byIp });

  for (const [segment, schema] of Object.entries(REGISTRATION_SCHEMAS)) {
    const userType = USERS_SEGMENTS[segment as keyof typeof USERS_SEGMENTS];
    if (!isSelfRegistering(userType)) continue;
    app.post(
      `/v1/${segment}`,
      {
        config: { access: 'public' },
        preHandler: [registerByIp],
        schema: {
          tags: ['accounts'],
          summary: `Sign up as ${userType}; a verification code is e-mailed`,
          body: schema,
          response: { 201: envelopeSchema(sessionUserSchema.pick({ _id: true, user_id: true })) },
        },
      },
      async (request, reply) => {
        const { user, profile } = await accounts.register(userType, request.body as never);
        const out = profileOut(userType, profile, user);
        return reply.status(201).send(
          envelope(201, SERVER_MESSAGES.registered, {
            _id: out._id,
            user_id: { ...out.user_id, is_email_verified: user.isEmailVerified },
          }),
        );
      },
    );
  }

  // Mentors and admins exist, but only an administrator or the configuration creates them.
  for (const segment of ['mentors', 'admins'] as const) {
    app.post(
      `/v1/${segment}`,
      {
        config: { access: 'public' },
        schema: { tags: ['accounts'], summary: 'Not open for sign-up', hide: true },
      },
      async (_request, reply) =>
        reply.status(403).send(envelope(403, SERVER_MESSAGES.registrationClosed, null)),
    );
  }

  const loginByIp = app.limit({ name: 'login:ip', max: 100, windowSeconds: MINUTES_15, key: byIp });
  const loginByEmail = app.limit({
    name: 'login:email',
    max: 10,
    windowSeconds: MINUTES_15,
    key: byBodyEmail,
  });
  for (const segment of USERS_SEGMENT_NAMES) {
    const userType = USERS_SEGMENTS[segment];
    app.post(
      `/v1/auth/${segment}/login`,
      {
        config: { access: 'public' },
        preHandler: [loginByIp, loginByEmail],
        schema: {
          tags: ['auth'],
          summary: `Sign in as ${userType}`,
          body: loginSchema,
          response: { 200: envelopeSchema(loginPayloadSchema) },
        },
      },
      async (request) => {
        const session = await accounts.login(userType, request.body.email, request.body.password);
        return ok(SERVER_MESSAGES.loggedIn, session);
      },
    );
  }

  const refreshByIp = app.limit({ name: 'refresh:ip', max: 300, windowSeconds: MINUTES_15, key: byIp });
  app.post(
    '/v1/auth/refresh',
    {
      // The refresh token itself is the credential: the access token has usually expired by now.
      config: { access: 'public' },
      preHandler: [refreshByIp],
      schema: {
        tags: ['auth'],
        summary: 'Trade a refresh token for a new access token and a new refresh token',
        body: refreshSchema,
        response: { 200: envelopeSchema(refreshPayloadSchema) },
      },
    },
    async (request) =>
      ok(SERVER_MESSAGES.tokenRefreshed, await accounts.sessions.refresh(request.body.refreshToken)),
  );

  app.post(
    '/v1/auth/logout',
    {
      // Holding the refresh token is proof enough to revoke it.
      config: { access: 'public' },
      preHandler: [refreshByIp],
      schema: {
        tags: ['auth'],
        summary: 'Revoke a refresh token',
        body: logoutSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await accounts.sessions.revoke(request.body.refreshToken);
      return ok(SERVER_MESSAGES.loggedOut, null);
    },
  );

  app.patch(
    '/v1/users/:id/password',
    {
      config: { access: { roles: 'any' } },
      schema: {
        tags: ['accounts'],
        summary: 'Change your own password (the current one is checked); answers a fresh session',
        params: z.object({ id: idSchema }),
        body: changePasswordSchema,
        response: { 200: envelopeSchema(refreshPayloadSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { password, new_password } = request.body;
      const session = await accounts.changePassword(
        request.params.id,
        auth.accountId,
        password,
        new_password,
      );
      return ok(MESSAGES.passwordUpdated, session);
    },
  );
};

export const accountsFeature: Feature = {
  name: 'accounts',
  routes: async (app, { deps }) => {
    const accounts = createAccountsService(deps);
    await app.register(accountsRoutes, { accounts });
    await app.register(verificationRoutes, { accounts });
  },
};
