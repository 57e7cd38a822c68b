import cookie from '@fastify/cookie';
import {
  accountOperations,
  MESSAGES,
  registrationOperations,
  SERVER_MESSAGES,
  sessionOperations,
  USERS_SEGMENTS,
} from '@tvet/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { envelope, ok } from '../../platform/envelope';
import type { Feature } from '../../platform/feature';
import { route } from '../../platform/operation-route';
import { byBodyEmail, byBodyEmailAndIp, byIp } from '../../platform/rate-limit';
import { createAdminSignIn, registerAdminAccountRoutes } from './accounts.admin';
import { expiredCodesSweep } from './accounts.codes';
import { registerCodeRoutes } from './accounts.codes.routes';
import { clearSessionCookie, deliverSession, presentedRefreshToken, sessionEnded } from './accounts.cookie';
import { deviceCookies } from './accounts.device';
import { languageRoutes } from './accounts.language';
import { accountsPersonalData } from './accounts.personal-data';
import { createAccountsService } from './accounts.service';

const MINUTES_15 = 15 * 60;

/**
 * Wrong passwords: 5 cost nothing, then each one makes the next try wait 1 s, 2 s, 4 s… up to 15 minutes; a
 * correct password clears the count, and a day without failures forgets it.
 */
const SIGN_IN_FAILURES = {
  kind: 'progressive',
  free: 5,
  baseDelaySeconds: 1,
  maxDelaySeconds: MINUTES_15,
  forgetAfterSeconds: 24 * 60 * 60,
} as const;

/**
 * Registration, sign-in and sessions, e-mail verification and password recovery. Every answer about codes and
 * sign-in reads the same whether or not the address has an account (architecture, "Security decisions").
 */
const accountsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const accounts = createAccountsService(deps);
  // Only this feature reads or sets cookies (the refresh token's session cookie).
  await app.register(cookie);
  const ipLimits = deps.config.ipLimits;

  /* Registration */

  const registerByIp = app.limit({
    name: 'register:ip',
    max: ipLimits.signUp,
    windowSeconds: 60 * 60,
    key: byIp,
  });
  for (const [segment, op] of Object.entries(registrationOperations.open)) {
    const userType = USERS_SEGMENTS[segment as keyof typeof USERS_SEGMENTS];
    route(app, op, {
      access: 'public',
      preHandler: [registerByIp],
      handler: async (request, reply) => {
        const registered = await accounts.register(userType as never, request.body as never);
        return reply.status(201).send(envelope(201, SERVER_MESSAGES.registered, registered));
      },
    });
  }

  // Mentors and admins exist, but only an administrator or the configuration creates them.
  for (const op of Object.values(registrationOperations.closed)) {
    route(app, op, {
      access: 'public',
      handler: async (_request, reply) =>
        reply.status(403).send(envelope(403, SERVER_MESSAGES.registrationClosed, null)),
    });
  }

  /* Sign-in and sessions */

  const adminSignIn = createAdminSignIn(deps);
  const loginByIp = app.limit({
    name: 'login:ip',
    max: ipLimits.signIn,
    windowSeconds: MINUTES_15,
    key: byIp,
  });
  // A browser that signed in to this account before (accounts.device.ts) is counted apart from unknown ones.
  const devices = deviceCookies(deps.config.jwtSecret);
  const knownDevice = new WeakMap<FastifyRequest, string>();
  const recognizeDevice = async (request: FastifyRequest) => {
    const nonce = devices.trustedNonce(request, byBodyEmail(request));
    if (nonce) knownDevice.set(request, nonce);
  };
  const unlessKnownDevice =
    (check: (request: FastifyRequest, reply: FastifyReply) => Promise<void>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!knownDevice.has(request)) await check(request, reply);
    };
  // Failures of one address from one unknown client: the owner on their own phone is never slowed by a stranger.
  const loginFailures = app.failures({
    name: 'login:email+ip',
    key: (request) => (knownDevice.has(request) ? undefined : byBodyEmailAndIp(request)),
    ...SIGN_IN_FAILURES,
  });
  // A known browser's own wrong passwords slow it down just the same, on a counter no one else can touch.
  const deviceFailures = app.failures({
    name: 'login:device',
    key: (request) => knownDevice.get(request),
    ...SIGN_IN_FAILURES,
  });
  // Both counters see every answer: the first passes the payload on to the second.
  const countSignInFailures = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) =>
    deviceFailures.onSend(request, reply, await loginFailures.onSend(request, reply, payload));
  for (const [segment, op] of Object.entries(sessionOperations.signIn)) {
    const userType = USERS_SEGMENTS[segment as keyof typeof USERS_SEGMENTS];
    route(app, op, {
      access: 'public',
      preHandler: [
        recognizeDevice,
        unlessKnownDevice(loginByIp),
        loginFailures.preHandler,
        deviceFailures.preHandler,
      ],
      onSend: countSignInFailures,
      handler: async (request, reply) => {
        if (userType === 'admin') {
          // A right password is only the first step for an administrator (accounts.admin.ts).
          const user = await accounts.checkCredentials(userType, request.body.email, request.body.password);
          devices.remember(request, reply, request.body.email);
          const { msg, challenge } = await adminSignIn.challenge(user);
          return ok(msg, challenge);
        }
        const session = await accounts.login(userType, request.body.email, request.body.password);
        devices.remember(request, reply, request.body.email);
        return ok(SERVER_MESSAGES.loggedIn, deliverSession(request, reply, session));
      },
    });
  }

  await registerAdminAccountRoutes(app, deps, adminSignIn, accounts);

  const refreshByIp = app.limit({
    name: 'refresh:ip',
    max: ipLimits.refresh,
    windowSeconds: MINUTES_15,
    key: byIp,
  });
  route(app, sessionOperations.refresh, {
    // The refresh token itself is the credential: the access token has usually expired by now.
    access: 'public',
    preHandler: [refreshByIp],
    handler: async (request, reply) => {
      const token = presentedRefreshToken(request, request.body);
      if (!token) throw sessionEnded();
      const session = await accounts.refresh(token);
      return ok(SERVER_MESSAGES.tokenRefreshed, deliverSession(request, reply, session));
    },
  });

  route(app, sessionOperations.logout, {
    // Holding the refresh token is proof enough to revoke it.
    access: 'public',
    preHandler: [refreshByIp],
    handler: async (request, reply) => {
      const token = presentedRefreshToken(request, request.body);
      if (token) await accounts.logout(token);
      clearSessionCookie(request, reply);
      return ok(SERVER_MESSAGES.loggedOut, null);
    },
  });

  route(app, sessionOperations.logoutEverywhere, {
    access: { roles: 'any', allowUnverified: true },
    handler: async (request, reply) => {
      await accounts.logoutEverywhere(requireAuth(request).accountId);
      clearSessionCookie(request, reply);
      return ok(SERVER_MESSAGES.loggedOut, null);
    },
  });

  // Wrong current passwords, per account (the caller holds its token): slowed down like sign-in failures.
  const passwordFailures = app.failures({
    name: 'password-change:account',
    key: (request) => request.auth?.accountId,
    ...SIGN_IN_FAILURES,
  });
  route(app, accountOperations.changePassword, {
    access: { roles: 'any', owner: 'self' },
    preHandler: [passwordFailures.preHandler],
    onSend: passwordFailures.onSend,
    handler: async (request, reply) => {
      const { password, new_password } = request.body;
      const session = await accounts.changePassword(requireAuth(request).accountId, password, new_password);
      return ok(MESSAGES.passwordUpdated, deliverSession(request, reply, session));
    },
  });

  await registerCodeRoutes(app, deps, accounts);
  await app.register(languageRoutes, { deps });
};

export const accountsFeature: Feature = {
  name: 'accounts',
  routes: accountsRoutes,
  sweeps: [expiredCodesSweep],
  personalData: accountsPersonalData,
};
