import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Deps } from '../deps';
import type { DeadLetter, SweepDefinition, TaskDefinition } from './definitions';
import type { JobRunner } from './runner';

/**
 * The runner the API tests get unless they ask for the durable one (test/harness.ts `jobs: 'durable'`): every
 * enqueued job starts at once in this process (its first step before `enqueue` returns, so a recorded mail is
 * there when the request's answer is), is tried once, and a failure is kept as a dead letter in memory. Keys
 * hold as in the durable runner. Sweeps never run by themselves: a test calls them. No database tables, no
 * timers: a test file starts no faster or slower than before the queue existed.
 */
export function createInlineRunner(options: {
  db: Database;
  deps: () => Deps;
  log: FastifyBaseLogger;
  sweeps?: readonly SweepDefinition[];
}): JobRunner {
  const inFlight = new Set<Promise<void>>();
  const usedKeys = new Set<string>();
  const dead: (DeadLetter & { key: string | null; error: string })[] = [];
  const tasks = new Map<string, TaskDefinition<unknown>>();
  let sequence = 0;

  return {
    enqueue(task, payload, enqueueOptions = {}) {
      let data: typeof payload;
      try {
        data = task.payload.parse(payload);
      } catch (error) {
        return Promise.reject(error);
      }
      if (enqueueOptions.key !== undefined) {
        const key = `${task.name}\u0000${enqueueOptions.key}`;
        if (usedKeys.has(key)) return Promise.resolve(false);
        usedKeys.add(key);
      }
      tasks.set(task.name, task as TaskDefinition<unknown>);
      const run = (task as TaskDefinition<typeof data>).run(options.deps(), data, options.db);
      const work = run.catch((error) => {
        sequence += 1;
        dead.push({
          id: `inline-${sequence}`,
          task: task.name,
          payload: data,
          createdOn: new Date(),
          key: enqueueOptions.key ?? null,
          error: error instanceof Error ? error.message : String(error),
        });
        options.log.error({ err: error, task: task.name }, 'job failed; kept on its dead-letter list');
      });
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
      return Promise.resolve(true);
    },
    async start() {},
    async stop() {
      await this.settle();
    },
    async deadLetters(task) {
      return dead.filter((letter) => letter.task === task.name);
    },
    async deadLetterPage(window) {
      const newest = [...dead].reverse();
      return {
        total: newest.length,
        rows: newest.slice(window.offset, window.offset + window.limit).map((letter) => ({
          id: letter.id,
          task: letter.task,
          key: letter.key,
          error: letter.error,
          failedAt: letter.createdOn,
          tries: 1,
        })),
      };
    },
    async retryDeadLetter(id) {
      const index = dead.findIndex((letter) => letter.id === id);
      const task = index === -1 ? undefined : tasks.get(dead[index].task);
      if (!task) return false;
      const [letter] = dead.splice(index, 1);
      await this.enqueue(task, letter.payload);
      return true;
    },
    async settle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
