import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Deps } from '../deps';

/**
 * Work a feature declares beside its routes (`Feature.tasks`, `Feature.sweeps`) and the one runner
 * (platform/jobs/runner.ts) runs on the durable queue in the database. See docs/decisions/0018-job-runner.md.
 */

/** How often a failed job is tried again before it lands on its dead-letter list. */
export interface RetryPolicy {
  /** Tries after the first. */
  limit: number;
  /** Seconds before the first retry; doubled each time when `backoff` (pg-boss: delay * 2^n, with jitter). */
  delaySeconds: number;
  backoff: boolean;
}

/** The retry policy of a task that names none: about 2, 4, 8 … minutes, for a quarter of a day at most. */
export const DEFAULT_RETRY: RetryPolicy = { limit: 7, delaySeconds: 60, backoff: true };

/**
 * A queued task: something to do once per enqueued payload, in the background, surviving restarts.
 * `run` may throw: the job is tried again per `retry`, then kept on the dead-letter list (`<name>-dead`).
 */
export interface TaskDefinition<Payload = unknown> {
  /** Queue name: letters, digits and hyphens, prefixed with the feature (`mail-send`, `accounts-codes-clean-up`). */
  name: string;
  /** Checked when a job is enqueued and again when it runs (a job written by an older version may differ). */
  payload: z.ZodType<Payload>;
  /**
   * `db` is the database, or for a `transactional` task the transaction that also marks the job done, so a
   * task whose whole effect is in the database happens exactly once even when the process is killed midway.
   */
  run(deps: Deps, payload: Payload, db: Database): Promise<void>;
  transactional?: boolean;
  retry?: RetryPolicy;
  /** A job still running after this long is taken to have died with its process and is tried again. */
  expireInSeconds?: number;
  /**
   * Jobs a worker takes per poll (default 1), run one after the other, each succeeding or failing on its own. A
   * worker polls every 2 s when idle and waits out the rest of the interval after each batch, so this bounds a
   * task's throughput (batchSize / 2 per second per node): raise it for tasks sent by the thousand (tracer waves).
   */
  batchSize?: number;
}

/**
 * A scheduled sweep: idempotent work over the data (find what is due, do it or enqueue a keyed task for it),
 * so running it twice, or on two nodes at once, does nothing twice.
 */
export interface SweepDefinition {
  name: string;
  /**
   * `cron` (five fields, minutes): one node of the cluster runs each tick, from a pg-boss schedule.
   * `everyNodeSeconds`: every node runs it on its own timer, for work about the node itself (the presence of the
   * sockets connected to it), which no other node could do.
   */
  schedule: { cron: string } | { everyNodeSeconds: number };
  run(deps: Deps): Promise<void>;
}

export interface EnqueueOptions {
  /**
   * Idempotency key: a second enqueue of the same task and key while the first job is kept (until it is
   * archived, 12 hours after it is done) adds nothing, so a retried request or a rerun sweep sends nothing twice.
   */
  key?: string;
  /** Enqueue inside this transaction: the job exists if and only if the caller's change is committed. */
  tx?: Database;
  /** Not before this many seconds from now. */
  delaySeconds?: number;
}

/** One failed job kept after its last try (a dead letter), for an operator to read and replay. */
export interface DeadLetter {
  id: string;
  task: string;
  payload: unknown;
  createdOn: Date;
}

/** A dead letter as the console lists it (no payload: it may carry an address or a code). */
export interface DeadLetterEntry {
  id: string;
  task: string;
  /** The key it was enqueued with, if any. */
  key: string | null;
  /** The message of what its last try threw. */
  error: string;
  failedAt: Date;
  tries: number;
}

/** What features are given (`deps.jobs`) to hand work to the runner. */
export interface Jobs {
  /** Answers false when the key was already used (nothing added). */
  enqueue<Payload>(
    task: TaskDefinition<Payload>,
    payload: Payload,
    options?: EnqueueOptions,
  ): Promise<boolean>;
}

/** Any task, whatever its payload (the lists features declare and the runner holds). */
// biome-ignore lint/suspicious/noExplicitAny: a list holds tasks of every payload type; each checks its own.
export type AnyTask = TaskDefinition<any>;

/** Type helper, so a task's payload type follows from its schema. */
export function defineTask<Schema extends z.ZodType>(
  task: TaskDefinition<z.infer<Schema>> & { payload: Schema },
): TaskDefinition<z.infer<Schema>> {
  return task;
}

/** The queue holding a task's dead letters. */
export const deadLetterQueue = (taskName: string) => `${taskName}-dead`;
