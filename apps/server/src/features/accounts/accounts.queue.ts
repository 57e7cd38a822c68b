import type { FastifyBaseLogger } from 'fastify';

/** Every live queue of this process, so tests (and a graceful stop) can wait until all work is done. */
const queues = new Set<TaskQueue>();

export interface TaskQueue {
  /** Runs `task` after the current request has been answered; a failure is retried twice, then logged. */
  push(label: string, task: () => Promise<void>): void;
  /** Resolves once every pushed task has finished. */
  idle(): Promise<void>;
  /** Finishes the pushed work, then forgets the queue (the app is closing). */
  close(): Promise<void>;
}

const RETRY_DELAYS_MS = [2000, 10_000];

/**
 * A small in-process queue for work that must not hold up the answer, such as sending a code by mail: the
 * answer then takes as long whether or not the address has an account. Work still queued when the process is
 * killed is lost; for a code mail the person asks again.
 */
export function createTaskQueue(log: FastifyBaseLogger): TaskQueue {
  const pending: { label: string; task: () => Promise<void> }[] = [];
  let running: Promise<void> | null = null;

  async function drain() {
    for (let next = pending.shift(); next; next = pending.shift()) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          await next.task();
          break;
        } catch (error) {
          if (attempt >= RETRY_DELAYS_MS.length) {
            // The label only: a mail's text carries a code and its recipient is personal data.
            log.error({ err: error, task: next.label }, 'background task failed');
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
        }
      }
    }
  }

  const queue: TaskQueue = {
    push(label, task) {
      pending.push({ label, task });
      running ??= new Promise<void>((resolve) => setImmediate(resolve)).then(drain).finally(() => {
        running = null;
      });
    },
    async idle() {
      while (running) await running;
    },
    async close() {
      await queue.idle();
      queues.delete(queue);
    },
  };
  queues.add(queue);
  return queue;
}

/** Waits until every queue of this process is idle (tests read the recorded mail after this). */
export async function settleQueues(): Promise<void> {
  await Promise.all([...queues].map((queue) => queue.idle()));
}
