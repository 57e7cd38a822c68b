import { SERVER_MESSAGES, type UserType } from '@tvet/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from './errors';
import type { AuthContext, Jwt } from './jwt';

/**
 * Who may call a route, declared next to its definition:
 * - `public`: anyone;
 * - `{ roles }`: a signed-in account of one of these types ('any' for every type). Accounts whose e-mail is
 *   not verified are refused unless the route sets `allowUnverified`.
 * Ownership (a user reads only their own records) is checked in the feature's service.
 */
export type Access = 'public' | { roles: readonly UserType[] | 'any'; allowUnverified?: boolean };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Refuses to start when an API route forgets to say who may call it. */
export function registerAccess(app: FastifyInstance, jwt: Jwt) {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    if (!route.config?.access)
      throw new Error(`route ${route.method} ${route.url} does not declare its access`);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (token) {
      const result = await jwt.verify(token);
      if (!result.ok) {
        // A public route still works for a visitor holding a stale token.
        if (access === 'public') return;
        throw new AppError(
          401,
          result.reason === 'expired' ? SERVER_MESSAGES.expiredToken : SERVER_MESSAGES.invalidToken,
        );
      }
      request.auth = result.auth;
    }
    if (access === 'public') return;
    const auth = requireAuth(request);
    if (!auth.emailVerified && !access.allowUnverified) throw forbidden(SERVER_MESSAGES.emailNotVerified);
    if (access.roles !== 'any' && !access.roles.includes(auth.userType)) throw forbidden();
  });
}
