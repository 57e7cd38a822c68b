import rateLimit from '@fastify/rate-limit';
import { SERVER_MESSAGES } from '@tvet/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './errors';

/** A ceiling on every call of a route per key (typically per IP), successes included. */
export interface RateRule {
  /** Names the counter, so the per-IP and per-address counts of different calls never mix. */
  name: string;
  max: number;
  windowSeconds: number;
  key: (request: FastifyRequest) => string | undefined;
}

/**
 * Failures only: each attempt is counted when it starts (so a burst of parallel guesses is counted too) and taken
 * back when it succeeds, so successes never count.
 * - `progressive`: `free` failures cost nothing; after that each one makes the next attempt wait, starting at
 *   `baseDelaySeconds` and doubling up to `maxDelaySeconds`. The record is forgotten `forgetAfterSeconds` after
 *   the last failure, and a success clears it. Slows a guesser down without ever locking anyone out for long.
 * - `cap`: at most `max` failures in any rolling window of `windowSeconds`; a success takes back only its own
 *   attempt. A hard bound on guesses (recovery codes).
 */
export type FailureRule = {
  name: string;
  key: (request: FastifyRequest) => string | undefined;
} & (
  | {
      kind: 'progressive';
      free: number;
      baseDelaySeconds: number;
      maxDelaySeconds: number;
      forgetAfterSeconds: number;
    }
  | { kind: 'cap'; max: number; windowSeconds: number }
);

/** Spread into a route's options: `{ ...failures, preHandler: [byIp, failures.preHandler] }` or as given. */
export interface FailureLimit {
  preHandler: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  onSend: (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;
}

export interface RateLimitOptions {
  redisUrl?: string;
  multiplier: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    limit(rule: RateRule): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    failures(rule: FailureRule): FailureLimit;
  }
}

/** Outcome of starting an attempt: allowed (with what undoes it) or wait this many milliseconds. */
type Attempt = { ok: true; token: string } | { ok: false; retryAfterMs: number };

interface ProgressiveParams {
  free: number;
  baseMs: number;
  maxMs: number;
  forgetMs: number;
}

/** Where failure records live: Redis when several nodes must share them, else this process. */
interface FailureStore {
  progressive(key: string, now: number, params: ProgressiveParams): Promise<Attempt>;
  clear(key: string): Promise<void>;
  cap(key: string, now: number, max: number, windowMs: number, member: string): Promise<Attempt>;
  uncap(key: string, member: string): Promise<void>;
}

/** The wait after `failures` failures: none within the free ones, then doubling from base up to max. */
export function progressiveDelayMs(failures: number, params: ProgressiveParams): number {
  if (failures < params.free) return 0;
  return Math.min(params.maxMs, params.baseMs * 2 ** Math.min(failures - params.free, 40));
}

function memoryStore(): FailureStore {
  const progressive = new Map<string, { failures: number; nextAt: number; forgetAt: number }>();
  const caps = new Map<string, Map<string, number>>();
  let calls = 0;
  /** Drops forgotten records now and then, so an attacker's made-up addresses do not pile up. */
  function sweep(now: number) {
    calls += 1;
    if (calls % 1000 !== 0) return;
    for (const [key, record] of progressive) if (record.forgetAt <= now) progressive.delete(key);
  }
  return {
    async progressive(key, now, params) {
      sweep(now);
      const known = progressive.get(key);
      const record = known && known.forgetAt > now ? known : { failures: 0, nextAt: 0, forgetAt: 0 };
      if (now < record.nextAt) return { ok: false, retryAfterMs: record.nextAt - now };
      record.failures += 1;
      record.nextAt = now + progressiveDelayMs(record.failures, params);
      record.forgetAt = now + params.forgetMs;
      progressive.set(key, record);
      return { ok: true, token: '' };
    },
    async clear(key) {
      progressive.delete(key);
    },
    async cap(key, now, max, windowMs, member) {
      let log = caps.get(key);
      if (!log) {
        log = new Map();
        caps.set(key, log);
      }
      for (const [id, at] of log) if (at <= now - windowMs) log.delete(id);
      if (log.size >= max) {
        const oldest = Math.min(...log.values());
        return { ok: false, retryAfterMs: oldest + windowMs - now };
      }
      log.set(member, now);
      return { ok: true, token: member };
    },
    async uncap(key, member) {
      const log = caps.get(key);
      log?.delete(member);
      if (log?.size === 0) caps.delete(key);
    },
  };
}

/* The same two records in Redis, each read-and-update in one script so that nodes racing on a key agree. */
const PROGRESSIVE_SCRIPT = `
local now = tonumber(ARGV[1])
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
if now < nextAt then return nextAt - now end
local failures = redis.call('HINCRBY', KEYS[1], 'n', 1)
local free = tonumber(ARGV[2])
local delay = 0
if failures >= free then delay = math.min(tonumber(ARGV[4]), tonumber(ARGV[3]) * 2 ^ math.min(failures - free, 40)) end
redis.call('HSET', KEYS[1], 'next', now + delay)
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[5]))
return 0`;

/**
 * The one sliding-window log in Redis (a sorted set of members scored by time): at most `max` members in any
 * rolling `windowMs`. Answers 0 and adds `member` when there is room, else the milliseconds until the oldest member
 * leaves the window. Used by the caps here and by messaging's per-sender limit.
 */
const SLIDING_WINDOW_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + window - now
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return 0`;

/** Takes one place in the sliding window `key` (SLIDING_WINDOW_SCRIPT): 0 when taken, else the wait in ms. */
export async function takeSlidingWindow(
  redis: Redis,
  key: string,
  now: number,
  max: number,
  windowMs: number,
  member: string,
): Promise<number> {
  return Number(await redis.eval(SLIDING_WINDOW_SCRIPT, 1, key, now, windowMs, max, member));
}

function redisStore(redis: Redis): FailureStore {
  const prefix = 'tvet-fail:';
  return {
    async progressive(key, now, params) {
      const wait = Number(
        await redis.eval(
          PROGRESSIVE_SCRIPT,
          1,
          prefix + key,
          now,
          params.free,
          params.baseMs,
          params.maxMs,
          params.forgetMs,
        ),
      );
      return wait > 0 ? { ok: false, retryAfterMs: wait } : { ok: true, token: '' };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
    async cap(key, now, max, windowMs, member) {
      const wait = await takeSlidingWindow(redis, prefix + key, now, max, windowMs, member);
      return wait > 0 ? { ok: false, retryAfterMs: wait } : { ok: true, token: member };
    },
    async uncap(key, member) {
      await redis.zrem(prefix + key, member);
    },
  };
}

/** Answers 429 with the wait in the message and in Retry-After (whole seconds, at least 1). */
function tooMany(reply: FastifyReply, seconds: number): AppError {
  const wait = Math.max(1, Math.ceil(seconds));
  reply.header('retry-after', String(wait));
  return new AppError(429, SERVER_MESSAGES.tooManyRequests(wait));
}

/**
 * Counters live in Redis when REDIS_URL is set, so that several app nodes share them; otherwise in memory.
 * `limit(rule)` gives a preHandler that counts every call; `failures(rule)` counts failed attempts only.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions) {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : undefined;
  if (redis) {
    // Without a listener an unreachable Redis crashes the process; the limits skip it instead (below).
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis unavailable for rate limits'));
    app.addHook('onClose', async () => void redis.disconnect());
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'tvet-rl:',
    // Redis being down must not lock everyone out of signing in.
    skipOnError: true,
  });
  const scaled = (value: number) => Math.max(1, Math.round(value * options.multiplier));

  // createRateLimit, not rateLimit: the plugin's own preHandler runs only once per request, and a route here
  // stacks several counters that must all count.
  app.decorate('limit', (rule: RateRule) => {
    const check = app.createRateLimit({
      max: scaled(rule.max),
      timeWindow: rule.windowSeconds * 1000,
      keyGenerator: (request: FastifyRequest) => `${rule.name}:${rule.key(request) ?? 'none'}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooMany(reply, result.ttlInSeconds);
    };
  });

  const store = redis ? redisStore(redis) : memoryStore();
  const started = new WeakMap<FastifyRequest, { rule: FailureRule; key: string; token: string }[]>();
  let sequence = 0;

  app.decorate('failures', (rule: FailureRule): FailureLimit => {
    const start = (key: string, now: number): Promise<Attempt> => {
      if (rule.kind === 'progressive') {
        return store.progressive(key, now, {
          free: scaled(rule.free),
          baseMs: rule.baseDelaySeconds * 1000,
          maxMs: rule.maxDelaySeconds * 1000,
          forgetMs: rule.forgetAfterSeconds * 1000,
        });
      }
      sequence = (sequence + 1) % Number.MAX_SAFE_INTEGER;
      const member = `${now}:${process.pid}:${sequence}:${Math.random().toString(36).slice(2)}`;
      return store.cap(key, now, scaled(rule.max), rule.windowSeconds * 1000, member);
    };
    return {
      async preHandler(request, reply) {
        const value = rule.key(request);
        if (value === undefined) return;
        const key = `${rule.name}:${value}`;
        let attempt: Attempt;
        try {
          attempt = await start(key, Date.now());
        } catch (error) {
          // Same choice as the per-IP limits: a Redis outage must not stop people signing in.
          request.log.warn({ err: error }, 'failure limit skipped');
          return;
        }
        if (!attempt.ok) throw tooMany(reply, attempt.retryAfterMs / 1000);
        const list = started.get(request) ?? [];
        list.push({ rule, key, token: attempt.token });
        started.set(request, list);
      },
      async onSend(request, reply, payload) {
        // A failure keeps its count; only an answer that succeeded is taken back.
        if (reply.statusCode >= 400) return payload;
        for (const mark of started.get(request) ?? []) {
          if (mark.rule !== rule) continue;
          try {
            if (rule.kind === 'progressive') await store.clear(mark.key);
            else await store.uncap(mark.key, mark.token);
          } catch (error) {
            request.log.warn({ err: error }, 'failure limit not cleared');
          }
        }
        return payload;
      },
    };
  });
}

export const byIp = (request: FastifyRequest) => request.ip;
export const byBodyEmail = (request: FastifyRequest) =>
  (request.body as { email?: string } | undefined)?.email;
export const byParamEmail = (request: FastifyRequest) =>
  (request.params as { email?: string } | undefined)?.email;
/** One address from one client: an attacker's failures elsewhere never slow the owner down. */
export const byBodyEmailAndIp = (request: FastifyRequest) => {
  const email = byBodyEmail(request);
  return email === undefined ? undefined : `${email}|${request.ip}`;
};
