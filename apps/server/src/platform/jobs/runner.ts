import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import type { Deps } from '../deps';
import { bossDb } from './boss-db';
import {
  type AnyTask,
  DEFAULT_RETRY,
  type DeadLetter,
  type DeadLetterEntry,
  deadLetterQueue,
  type EnqueueOptions,
  type Jobs,
  type SweepDefinition,
} from './definitions';
import { jobIdOf } from './keys';

/** The one runner of the app: the tasks and sweeps every feature declares, on pg-boss in our database. */
export interface JobRunner extends Jobs {
  /** Creates pg-boss's tables when missing, the queues and schedules, then starts the workers and timers. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones (a job cut short is tried again after it expires). */
  stop(): Promise<void>;
  /** The jobs of `task` that failed their last try, oldest first. */
  deadLetters(task: AnyTask): Promise<DeadLetter[]>;
  /** Every task's dead letters, newest first, one window of them and how many there are. */
  deadLetterPage(window: {
    limit: number;
    offset: number;
  }): Promise<{ rows: DeadLetterEntry[]; total: number }>;
  /**
   * Puts a dead letter back on its task's queue as a new job (tried afresh, with its retries anew) and takes it
   * off the list, both or neither (in `tx` when given, with the caller's own change); false when there is no
   * such dead letter (retried already, or expired).
   */
  retryDeadLetter(id: string, tx?: Database): Promise<boolean>;
  /** Resolves once the jobs started by this process have finished (tests; the inline runner). */
  settle(): Promise<void>;
}

export interface RunnerOptions {
  db: Database;
  /** Given to every task and sweep; its `jobs` is this runner. */
  deps: () => Deps;
  tasks: readonly AnyTask[];
  sweeps: readonly SweepDefinition[];
  log: FastifyBaseLogger;
  /** How often an idle worker looks for jobs (pg-boss: at least 0.5 s). */
  pollingIntervalSeconds?: number;
  /** How often one node fails the jobs that expired and archives done ones. */
  maintenanceIntervalSeconds?: number;
  /** false: enqueue only (no workers, schedules or timers), e.g. a script that hands work to the servers. */
  work?: boolean;
}

const SCHEMA = 'pgboss';
/** A sweep that fails is not retried: its next tick is the retry. */
const SWEEP_EXPIRE_SECONDS = 5 * 60;
const TASK_EXPIRE_SECONDS = 5 * 60;
/** Dead letters are kept for two weeks for someone to read. */
const DEAD_LETTER_RETENTION_MINUTES = 14 * 24 * 60;

/** The durable runner (npm start, and the tests that ask for it): pg-boss on PGlite or PostgreSQL alike. */
export function createJobRunner(options: RunnerOptions): JobRunner {
  const { db, log } = options;
  const tasks = new Map<string, AnyTask>(options.tasks.map((task) => [task.name, task as AnyTask]));
  // pg-boss is loaded at start, so an app that never starts it (the API tests' inline runner) does not load it.
  let boss: PgBoss;
  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<unknown>>();
  let started = false;

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
    return work;
  };

  async function runTask(task: AnyTask, job: PgBoss.JobWithMetadata<unknown>) {
    const deps = options.deps();
    try {
      const payload = task.payload.parse(job.data);
      if (task.transactional) {
        // The effect and the job's completion commit together: killed midway, neither happened.
        await db.transaction(async (tx) => {
          await task.run(deps, payload, tx);
          await boss.complete(task.name, job.id, {}, { db: bossDb(tx) });
        });
      } else {
        await task.run(deps, payload, db);
      }
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      // The task's name and job id only: a payload may carry an address or a code.
      log.error(
        { err: error, task: task.name, job: job.id, try: job.retryCount + 1 },
        last
          ? 'job failed for the last time; kept on its dead-letter list'
          : 'job failed; it will be tried again',
      );
      throw error;
    }
  }

  async function createQueues() {
    for (const task of tasks.values()) {
      const retry = task.retry ?? DEFAULT_RETRY;
      const dead = deadLetterQueue(task.name);
      await boss.createQueue(dead, { name: dead, retentionMinutes: DEAD_LETTER_RETENTION_MINUTES });
      const queue = {
        name: task.name,
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: retry.backoff,
        expireInSeconds: task.expireInSeconds ?? TASK_EXPIRE_SECONDS,
        deadLetter: dead,
      };
      await boss.createQueue(task.name, queue);
      // A queue made by an older version keeps its options unless updated.
      await boss.updateQueue(task.name, queue);
    }
    for (const sweep of options.sweeps) {
      if (!('cron' in sweep.schedule)) continue;
      const queue = { name: sweep.name, retryLimit: 0, expireInSeconds: SWEEP_EXPIRE_SECONDS };
      await boss.createQueue(sweep.name, queue);
      await boss.updateQueue(sweep.name, queue);
    }
  }

  async function scheduleSweeps() {
    const declared = new Set<string>();
    for (const sweep of options.sweeps) {
      if ('cron' in sweep.schedule) {
        declared.add(sweep.name);
        await boss.schedule(sweep.name, sweep.schedule.cron);
      } else {
        const every = sweep.schedule.everyNodeSeconds * 1000;
        const timer = setInterval(() => {
          void track(sweep.run(options.deps())).catch((error) =>
            log.error({ err: error, sweep: sweep.name }, 'sweep failed'),
          );
        }, every);
        timer.unref();
        timers.push(timer);
      }
    }
    // A sweep no longer declared (renamed or removed) must not keep its schedule.
    for (const schedule of await boss.getSchedules()) {
      if (!declared.has(schedule.name)) await boss.unschedule(schedule.name);
    }
  }

  async function startWorkers() {
    const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    for (const task of tasks.values()) {
      const batchSize = task.batchSize ?? 1;
      await boss.work(
        task.name,
        { batchSize, includeMetadata: true, pollingIntervalSeconds },
        async (jobs) => {
          if (batchSize === 1) return track(runTask(task, jobs[0] as PgBoss.JobWithMetadata<unknown>));
          // One after the other; a job that fails is failed alone (pg-boss then completes only the jobs still active).
          for (const job of jobs) {
            try {
              await track(runTask(task, job));
            } catch (error) {
              await boss.fail(task.name, job.id, {
                message: error instanceof Error ? error.message : String(error),
              });
            }
          }
        },
      );
    }
    for (const sweep of options.sweeps) {
      if (!('cron' in sweep.schedule)) continue;
      await boss.work(sweep.name, { batchSize: 1, pollingIntervalSeconds }, () =>
        track(sweep.run(options.deps())).catch((error) => {
          log.error({ err: error, sweep: sweep.name }, 'sweep failed');
          throw error;
        }),
      );
    }
  }

  return {
    async enqueue(task, payload, enqueueOptions: EnqueueOptions = {}) {
      if (!started) throw new Error('the job runner is not started: enqueue after the app is ready');
      const data = task.payload.parse(payload) as object;
      const id = await boss.send(task.name, data, {
        // The key is kept beside the id it makes, so the console can name a failed job's key.
        ...(enqueueOptions.key
          ? { id: jobIdOf(task.name, enqueueOptions.key), singletonKey: enqueueOptions.key }
          : {}),
        ...(enqueueOptions.delaySeconds ? { startAfter: enqueueOptions.delaySeconds } : {}),
        ...(enqueueOptions.tx ? { db: bossDb(enqueueOptions.tx) } : {}),
      });
      // A key already used: pg-boss inserted nothing.
      return id !== null;
    },
    async start() {
      if (started) return;
      const { default: Boss } = await import('pg-boss');
      boss = new Boss({
        db: bossDb(db),
        schema: SCHEMA,
        maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
        // Maintenance and schedules run on one node at a time (pg-boss holds an advisory lock for them).
        supervise: options.work !== false,
        schedule: options.work !== false && options.sweeps.some((sweep) => 'cron' in sweep.schedule),
      });
      // pg-boss reports trouble polling or maintaining (database away for a moment) as events; they must not crash.
      boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
      await boss.start();
      started = true;
      await createQueues();
      if (options.work === false) return;
      await scheduleSweeps();
      await startWorkers();
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
      await Promise.allSettled([...inFlight]);
    },
    async deadLetters(task) {
      const rows = await bossDb(db).executeSql(
        `select id, data, created_on from ${SCHEMA}.job where name = $1 order by created_on, id`,
        [deadLetterQueue(task.name)],
      );
      return rows.rows.map((row) => ({
        id: row.id,
        task: task.name,
        payload: row.data,
        createdOn: new Date(row.created_on),
      }));
    },
    async deadLetterPage(window) {
      const queues = [...tasks.keys()].map(deadLetterQueue);
      const [rows, counted] = await Promise.all([
        bossDb(db).executeSql(
          // The key is on the failed job the dead letter was copied from (same queue, same data), while pg-boss
          // keeps it (then archived); a copy does not carry it.
          `select d.id, d.name, d.output, d.retry_limit, d.created_on,
             (select j.singleton_key from ${SCHEMA}.job j
               where j.name = left(d.name, -length('-dead')) and j.state = 'failed' and j.data = d.data
               order by j.completed_on desc limit 1) as key
           from ${SCHEMA}.job d where d.name = any($1) and d.state = 'created'
           order by d.created_on desc, d.id limit $2 offset $3`,
          [queues, window.limit, window.offset],
        ),
        bossDb(db).executeSql(
          `select count(*)::int as total from ${SCHEMA}.job where name = any($1) and state = 'created'`,
          [queues],
        ),
      ]);
      return {
        total: Number(counted.rows[0]?.total ?? 0),
        rows: rows.rows.map((row) => ({
          id: row.id,
          task: String(row.name).replace(/-dead$/, ''),
          key: row.key ?? null,
          error: errorOf(row.output),
          failedAt: new Date(row.created_on),
          tries: Number(row.retry_limit) + 1,
        })),
      };
    },
    async retryDeadLetter(id, outer) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
      const queues = [...tasks.keys()].map(deadLetterQueue);
      const retry = async (tx: Database) => {
        const taken = await bossDb(tx).executeSql(
          `delete from ${SCHEMA}.job where id = $1 and name = any($2) and state = 'created' returning name, data`,
          [id, queues],
        );
        const row = taken.rows[0];
        if (!row) return false;
        await boss.send(String(row.name).replace(/-dead$/, ''), row.data, { db: bossDb(tx) });
        return true;
      };
      return outer ? retry(outer) : db.transaction(retry);
    },
    async settle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

/** The message of a failed job's output: pg-boss keeps the thrown error serialised (or a value for a time-out). */
export function errorOf(output: unknown): string {
  if (output && typeof output === 'object') {
    const { message, value } = output as { message?: unknown; value?: unknown };
    if (typeof message === 'string' && message) return message.slice(0, 1000);
    if (typeof value === 'string' && value) return value.slice(0, 1000);
  }
  return '';
}
