import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Totals of lists that everyone reads with the same filters (the job feed's `totalDocs`), counted once per filter
 * for a short time instead of on every page: a count reads every matching row, the page only twenty.
 *
 * How stale a total can be (the bound documented in bench/README.md, "Job feed"):
 * - a change made through this process (a feature calls `invalidate(scope)` after its write commits) shows here
 *   at once;
 * - without Redis, anything else (another node, SQL, a cascade) shows within `ttlMs` (10 s);
 * - with REDIS_URL, totals are shared by every node under a generation that `invalidate` moves, so a change made
 *   through any node shows on the others within `localTtlMs` (2 s, each node's own copy) and anything else within
 *   `ttlMs`. Redis being down or slow (over 200 ms) only means counting here, never a failed page.
 */
/** Scopes that more than one feature touches, named here so that neither imports the other. */
export const TOTAL_SCOPES = {
  /** Open, unsuspended jobs per feed filter (jobs); posting, closing, deleting and suspending change them. */
  openJobs: 'jobs.open',
} as const;

export interface TotalsOptions {
  redisUrl?: string;
  ttlMs?: number;
  localTtlMs?: number;
  /** Keys kept in this process; the least recently counted goes first. */
  maxEntries?: number;
  /**
   * The data the totals count (the database URL, else the data folder): nodes share totals only when they share
   * it, so a staging and a production app on one Redis, or two test apps, never read each other's figures.
   */
  namespace?: string;
  /** Redis key prefix; `namespace` is added to it. */
  prefix?: string;
  now?: () => number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export interface Totals {
  /** The total for `key` within `scope`, from a recent count or from `compute()`. */
  count(scope: string, key: string, compute: () => Promise<number>): Promise<number>;
  /** After a write that changes totals of `scope` has committed. */
  invalidate(scope: string): Promise<void>;
  /** Resolves once Redis is connected (at once without it); until then totals are counted here. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/* One round trip: the scope's generation and the total kept under it. */
const READ_SCRIPT = `
local generation = redis.call('GET', KEYS[1]) or '0'
return {generation, redis.call('GET', KEYS[1] .. ':' .. generation .. ':' .. ARGV[1])}`;

export function createTotals(options: TotalsOptions = {}): Totals {
  const ttlMs = options.ttlMs ?? 10_000;
  const localTtlMs = Math.min(ttlMs, options.localTtlMs ?? (options.redisUrl ? 2_000 : ttlMs));
  const maxEntries = options.maxEntries ?? 10_000;
  const namespace = createHash('sha1')
    .update(options.namespace ?? '')
    .digest('base64url')
    .slice(0, 12);
  const prefix = `${options.prefix ?? 'tvet-totals:'}${namespace}:`;
  const now = options.now ?? Date.now;
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 200 })
    : undefined;
  let warnedAt = Number.NEGATIVE_INFINITY;
  const warn = (error: unknown) => {
    // One line a minute at most: a Redis outage must not flood the log from every feed request.
    if (now() - warnedAt < 60_000) return;
    warnedAt = now();
    options.log?.warn({ err: error }, 'redis unavailable for list totals; counting in this process');
  };
  // Without a listener an unreachable Redis crashes the process.
  redis?.on('error', warn);

  const generations = new Map<string, number>();
  const kept = new Map<string, { value: number; at: number; generation: number }>();
  const counting = new Map<string, { generation: number; promise: Promise<number> }>();
  const generationOf = (scope: string) => generations.get(scope) ?? 0;
  const redisKey = (scope: string) => `${prefix}${scope}`;
  const digest = (key: string) => createHash('sha1').update(key).digest('base64url');

  async function shared(scope: string, key: string, compute: () => Promise<number>): Promise<number> {
    if (!redis) return compute();
    let generation: string;
    try {
      const [found, value] = (await redis.eval(READ_SCRIPT, 1, redisKey(scope), digest(key))) as [
        string,
        string | null,
      ];
      if (value !== null) return Number(value);
      generation = found;
    } catch (error) {
      warn(error);
      return compute();
    }
    const value = await compute();
    // Kept under the generation read before counting: if a change moved it meanwhile, nobody reads this copy.
    redis.set(`${redisKey(scope)}:${generation}:${digest(key)}`, String(value), 'PX', ttlMs).catch(warn);
    return value;
  }

  return {
    count(scope, key, compute) {
      const id = `${scope}\u0000${key}`;
      const generation = generationOf(scope);
      const hit = kept.get(id);
      if (hit && hit.generation === generation && now() - hit.at < localTtlMs)
        return Promise.resolve(hit.value);
      // Requests for the same total at the same time share one count (a burst when a total expires).
      const running = counting.get(id);
      if (running && running.generation === generation) return running.promise;
      const promise = shared(scope, key, compute)
        .then((value) => {
          if (generationOf(scope) === generation) {
            kept.delete(id);
            kept.set(id, { value, at: now(), generation });
            if (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
          }
          return value;
        })
        .finally(() => {
          if (counting.get(id)?.promise === promise) counting.delete(id);
        });
      counting.set(id, { generation, promise });
      return promise;
    },

    async invalidate(scope) {
      generations.set(scope, generationOf(scope) + 1);
      for (const id of kept.keys()) if (id.startsWith(`${scope}\u0000`)) kept.delete(id);
      if (!redis) return;
      try {
        await redis.incr(redisKey(scope));
      } catch (error) {
        warn(error);
      }
    },

    async ready() {
      if (!redis || redis.status === 'ready') return;
      await new Promise<void>((resolve) => redis.once('ready', () => resolve()));
    },

    async close() {
      redis?.disconnect();
    },
  };
}
