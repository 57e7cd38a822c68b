import rateLimit from '@fastify/rate-limit';
import { SERVER_MESSAGES } from '@tvet/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './errors';

export interface RateRule {
  /** Names the counter, so the per-IP and per-address counts of different calls never mix. */
  name: string;
  max: number;
  windowSeconds: number;
  key: (request: FastifyRequest) => string | undefined;
}

export interface RateLimitOptions {
  redisUrl?: string;
  multiplier: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    limit(rule: RateRule): preHandlerAsyncHookHandler;
  }
}

/**
 * Counters live in Redis when REDIS_URL is set, so that several app nodes share them; otherwise in memory.
 * `limit(rule)` gives a preHandler; a route stacks one per IP and one per e-mail address.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions) {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'tvet-rl:',
    // Redis being down must not lock everyone out of signing in.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, SERVER_MESSAGES.tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000)))),
  });
  app.decorate('limit', (rule: RateRule) =>
    app.rateLimit({
      max: Math.max(1, Math.round(rule.max * options.multiplier)),
      timeWindow: rule.windowSeconds * 1000,
      keyGenerator: (request: FastifyRequest) => `${rule.name}:${rule.key(request) ?? 'none'}`,
    }) as preHandlerAsyncHookHandler,
  );
}

export const byIp = (request: FastifyRequest) => request.ip;
export const byBodyEmail = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email;
export const byParamEmail = (request: FastifyRequest) => (request.params as { email?: string } | undefined)?.email;
