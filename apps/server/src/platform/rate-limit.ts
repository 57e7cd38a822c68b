import rateLimit from '@fastify/rate-limit';
import { SERVER_MESSAGES } from '@tvet/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    limit(rule: RateRule): (request: FastifyRequest) => Promise<void>;
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
  });
  // createRateLimit, not rateLimit: the plugin's own preHandler runs only once per request, and a route here
  // stacks two counters (per IP and per address) that must both count.
  app.decorate('limit', (rule: RateRule) => {
    const check = app.createRateLimit({
      max: Math.max(1, Math.round(rule.max * options.multiplier)),
      timeWindow: rule.windowSeconds * 1000,
      keyGenerator: (request: FastifyRequest) => `${rule.name}:${rule.key(request) ?? 'none'}`,
    });
    return async (request: FastifyRequest) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError(429, SERVER_MESSAGES.tooManyRequests(Math.max(1, result.ttlInSeconds)));
      }
    };
  });
}

export const byIp = (request: FastifyRequest) => request.ip;
export const byBodyEmail = (request: FastifyRequest) =>
  (request.body as { email?: string } | undefined)?.email;
export const byParamEmail = (request: FastifyRequest) =>
  (request.params as { email?: string } | undefined)?.email;
