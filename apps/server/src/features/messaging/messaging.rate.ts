import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { takeSlidingWindow } from '../../platform/rate-limit';

/**
 * At most `max` messages per sender in any rolling `windowMs` (a sliding log, so a burst straddling two windows
 * gets no double allowance). Shared by every node through Redis when REDIS_URL is set, else kept in this process.
 * Answers 0 when the message may go, else how many milliseconds until it may.
 */
export interface SenderLimiter {
  take(senderId: string, now: number): Promise<number>;
  close(): void;
}

export function createSenderLimiter(options: {
  max: number;
  windowMs: number;
  redisUrl?: string;
  log: FastifyBaseLogger;
}): SenderLimiter {
  const { max, windowMs } = options;
  if (options.redisUrl) {
    const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on('error', (error) => options.log.warn({ err: error }, 'redis unavailable for message limits'));
    let sequence = 0;
    const local = memoryLimiter(max, windowMs);
    return {
      async take(senderId, now) {
        sequence = (sequence + 1) % Number.MAX_SAFE_INTEGER;
        const member = `${now}:${process.pid}:${sequence}:${Math.random().toString(36).slice(2)}`;
        try {
          return await takeSlidingWindow(redis, `tvet-msg-rate:${senderId}`, now, max, windowMs, member);
        } catch (error) {
          // Redis down: this node still limits what it sees, rather than refusing every message.
          options.log.warn({ err: error }, 'message limit counted on this node only');
          return local.take(senderId, now);
        }
      },
      close() {
        redis.disconnect();
      },
    };
  }
  return memoryLimiter(max, windowMs);
}

function memoryLimiter(max: number, windowMs: number): SenderLimiter {
  const logs = new Map<string, number[]>();
  let calls = 0;
  return {
    async take(senderId, now) {
      calls += 1;
      if (calls % 10_000 === 0) {
        for (const [key, log] of logs) if (log[log.length - 1] <= now - windowMs) logs.delete(key);
      }
      const log = (logs.get(senderId) ?? []).filter((at) => at > now - windowMs);
      if (log.length >= max) {
        logs.set(senderId, log);
        return log[0] + windowMs - now;
      }
      log.push(now);
      logs.set(senderId, log);
      return 0;
    },
    close() {
      logs.clear();
    },
  };
}
