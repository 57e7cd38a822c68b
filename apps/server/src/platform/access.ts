import { MESSAGING_MESSAGES, REST_ACCOUNT_BUDGET, SERVER_MESSAGES, type UserType } from '@tvet/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from './errors';
import { createEventBudget } from './event-budget';
import type { AuthContext, Jwt } from './jwt';
import type { SessionGuard } from './sessions';

/**
 * Where a route reads the id that must name the caller: `params.id`, `query.created_by`, `body.graduate_id`…
 * An absent optional field passes (the route then acts on the caller's own records anyway).
 */
export type SelfField = `${'params' | 'query' | 'body'}.${string}`;

/**
 * The owner rule of a route that acts on one person's records:
 * - `'self'`: the route's `{id}` (or `{userId}`, `{user_id}`) is the caller, by account id or role-profile id;
 * - `{ self: 'query.created_by' }`: that field is the caller;
 * - a policy's name (`'jobEmployer'`, `'surveyRespondent'`…): a check a feature registers in its `.policy.ts`.
 * Administrators pass every owner rule of a route whose roles list `'admin'` explicitly.
 */
export type OwnerRule = 'self' | { self: SelfField } | PolicyName;

/**
 * Who may call a route, declared next to its definition:
 * - `public`: anyone;
 * - `{ roles }`: a signed-in account of one of these types ('any' for every type). Accounts whose e-mail is
 *   not verified are refused unless the route sets `allowUnverified`;
 * - `owner`: the owner rule above, checked after validation and before the handler runs.
 */
export type Access =
  | 'public'
  | { roles: readonly UserType[] | 'any'; allowUnverified?: boolean; owner?: OwnerRule };

/** Features name their policies here (declaration merging), so a typo in a route's owner rule fails to compile. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each feature's .policy.ts
export interface PolicyNames {}
export type PolicyName = keyof PolicyNames & string;

/** Passes or throws the AppError the caller should see (403, or 404 where a record's existence is private). */
export type Policy = (request: FastifyRequest, auth: AuthContext) => Promise<void> | void;
export type Policies = { [name in PolicyName]: Policy };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A heavy route (exports, roll uploads and checks, outcome downloads): REST_ACCOUNT_BUDGET.heavy applies too. */
    heavy?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** True when `id` names the caller: their account id or their role-profile id. */
export function isCaller(auth: AuthContext, id: unknown): boolean {
  return id === auth.accountId || id === auth.profileId;
}

const SELF_PARAMS = ['id', 'userId', 'user_id'] as const;

function selfValue(request: FastifyRequest, rule: 'self' | { self: SelfField }): unknown {
  if (rule === 'self') {
    const params = (request.params ?? {}) as Record<string, unknown>;
    const name = SELF_PARAMS.find((key) => key in params);
    return name ? params[name] : undefined;
  }
  const [where, field] = rule.self.split('.', 2) as ['params' | 'query' | 'body', string];
  const source = (request[where] ?? {}) as Record<string, unknown>;
  return source[field];
}

/** Roles and owner rule in words, for the OpenAPI description of each operation. */
export function describeAccess(access: Access): string {
  if (access === 'public') return 'Access: public.';
  const roles = access.roles === 'any' ? 'any signed-in account' : access.roles.join(', ');
  const owner = !access.owner
    ? ''
    : access.owner === 'self'
      ? ' Owner: the {id} in the path is the caller (account or profile id).'
      : typeof access.owner === 'object'
        ? ` Owner: ${access.owner.self} is the caller (account or profile id).`
        : ` Owner policy: ${access.owner}.`;
  return `Access: ${roles}.${owner}`;
}

/**
 * Checks every API route's declaration: refuses to start when one forgets to say who may call it or names an
 * unknown policy; on each request, authenticates, checks the role, then (after validation) the owner rule.
 */
export function registerAccess(
  app: FastifyInstance,
  jwt: Jwt,
  policies: Partial<Policies>,
  sessions?: SessionGuard,
  rateLimitMultiplier = 1,
) {
  app.decorateRequest('auth', null);
  // Limits before work (issue 22 point 4): per account, in memory, answered synchronously, before the session
  // check and every other database read of the call. The stricter per-route limits (app.limit) come later.
  const scaled = (max: number) => Math.max(1, Math.round(max * rateLimitMultiplier));
  const every = createEventBudget(
    scaled(REST_ACCOUNT_BUDGET.every.max),
    REST_ACCOUNT_BUDGET.every.windowSeconds * 1000,
  );
  const heavy = createEventBudget(
    scaled(REST_ACCOUNT_BUDGET.heavy.max),
    REST_ACCOUNT_BUDGET.heavy.windowSeconds * 1000,
  );
  function overBudget(request: FastifyRequest, reply: FastifyReply, accountId: string) {
    const wait = every.take(accountId) || (request.routeOptions.config?.heavy ? heavy.take(accountId) : 0);
    if (wait === 0) return;
    const seconds = Math.max(1, Math.ceil(wait / 1000));
    reply.header('retry-after', String(seconds));
    throw new AppError(429, MESSAGING_MESSAGES.tooManyEvents(seconds));
  }

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`route ${route.method} ${route.url} does not declare its access`);
    if (access !== 'public' && typeof access.owner === 'string' && access.owner !== 'self') {
      if (!(policies as Record<string, Policy>)[access.owner])
        throw new Error(`route ${route.method} ${route.url} names an unknown policy ${access.owner}`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
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
      overBudget(request, reply, result.auth.accountId);
      // Signed and unexpired, but the account may have been deactivated or signed out since (platform/sessions.ts).
      if (sessions && !(await sessions.isLive(result.auth))) {
        if (access === 'public') return;
        throw unauthorized(SERVER_MESSAGES.refreshInvalid);
      }
      request.auth = result.auth;
    }
    if (access === 'public') return;
    const auth = requireAuth(request);
    if (!auth.emailVerified && !access.allowUnverified) throw forbidden(SERVER_MESSAGES.emailNotVerified);
    if (access.roles !== 'any' && !access.roles.includes(auth.userType)) throw forbidden();
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public' || !access.owner) return;
    const auth = requireAuth(request);
    if (auth.userType === 'admin' && access.roles !== 'any' && access.roles.includes('admin')) return;
    const rule = access.owner;
    if (rule === 'self' || typeof rule === 'object') {
      const value = selfValue(request, rule);
      if (value === undefined && rule !== 'self') return;
      if (!isCaller(auth, value)) throw forbidden(SERVER_MESSAGES.notOwner);
      return;
    }
    const policy = (policies as Record<string, Policy>)[rule];
    await policy(request, auth);
  });
}
