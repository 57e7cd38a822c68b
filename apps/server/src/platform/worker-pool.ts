import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/*
 * A small, bounded pool of worker threads for CPU-heavy work that would otherwise hold up the event loop (a
 * 100,000-row roll check). Workers start on first use and are kept for the next job; at most `size` run at
 * once and further jobs wait their turn. A worker that fails or exits is replaced on the next job.
 *
 * The protocol: the pool posts `{ type: 'job', job }`; the worker answers any number of `{ type: 'part', part }`
 * messages, each acknowledged with `{ type: 'more' }` once the pool has handed it over (so a large answer
 * arrives in pieces, never all in one turn of the event loop), then `{ type: 'done', answer }` or
 * `{ type: 'error', error: { statusCode?, message } }`.
 */

export interface WorkerError {
  statusCode?: number;
  message: string;
  fields?: Record<string, string>;
}

type Reply<P, A> =
  | { type: 'part'; part: P }
  | { type: 'done'; answer: A }
  | { type: 'error'; error: WorkerError };

interface Pending<J, P, A> {
  job: J;
  transfer: ArrayBuffer[];
  onPart: (part: P) => void;
  resolve: (answer: A) => void;
  reject: (error: unknown) => void;
}

/** Workers for CPU-heavy work: one core is left to the event loop, and never more than 2. */
export const defaultPoolSize = () => Math.max(1, Math.min(2, availableParallelism() - 1));

export class WorkerPool<J, P, A> {
  private readonly idle: Worker[] = [];
  private busy = 0;
  private readonly queue: Pending<J, P, A>[] = [];
  private closed = false;

  constructor(
    /** The worker's entry, a .ts module (started through ts-worker.mjs). */
    private readonly entry: URL,
    /** Turns a worker's error into the error the caller throws (an AppError, for a 4xx). */
    private readonly toError: (error: WorkerError) => Error,
    private readonly size = defaultPoolSize(),
  ) {}

  /** Jobs running, and jobs waiting for a worker. */
  get running() {
    return this.busy;
  }
  get waiting() {
    return this.queue.length;
  }

  run(job: J, onPart: (part: P) => void = () => {}, transfer: ArrayBuffer[] = []): Promise<A> {
    if (this.closed) return Promise.reject(new Error('worker pool closed'));
    return new Promise<A>((resolve, reject) => {
      this.queue.push({ job, transfer, onPart, resolve, reject });
      this.next();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = this.idle.splice(0);
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private next() {
    if (this.queue.length === 0 || this.busy >= this.size) return;
    const pending = this.queue.shift() as Pending<J, P, A>;
    this.busy += 1;
    const worker = this.idle.pop() ?? this.start();
    // Kept alive while it works; an idle worker never keeps the process alive.
    worker.ref();
    let settled = false;
    const finish = (keep: boolean) => {
      settled = true;
      worker.off('message', onMessage);
      worker.off('error', onFailure);
      worker.off('exit', onExit);
      worker.unref();
      this.busy -= 1;
      if (keep && !this.closed) this.idle.push(worker);
      else void worker.terminate();
      this.next();
    };
    const onMessage = (reply: Reply<P, A>) => {
      if (reply.type === 'part') {
        try {
          pending.onPart(reply.part);
        } catch (error) {
          finish(false);
          pending.reject(error);
          return;
        }
        // The next piece is asked for on a later turn, so other requests are answered in between.
        setImmediate(() => {
          if (!settled) worker.postMessage({ type: 'more' });
        });
        return;
      }
      finish(true);
      if (reply.type === 'done') pending.resolve(reply.answer);
      else pending.reject(this.toError(reply.error));
    };
    const onFailure = (error: Error) => {
      if (settled) return;
      finish(false);
      pending.reject(error);
    };
    const onExit = (code: number) => onFailure(new Error(`worker exited with code ${code}`));
    worker.on('message', onMessage);
    worker.on('error', onFailure);
    worker.on('exit', onExit);
    worker.postMessage({ type: 'job', job: pending.job }, pending.transfer);
  }

  private start(): Worker {
    const worker = new Worker(new URL('./ts-worker.mjs', import.meta.url), {
      workerData: { entry: this.entry.href },
    });
    worker.unref();
    // An idle worker that fails or exits is dropped (a busy one's job is failed by its own listeners).
    const drop = () => {
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
    };
    worker.on('error', drop);
    worker.on('exit', drop);
    return worker;
  }
}

/**
 * The worker's side: runs `work` for each job, handing `send` to it for answer pieces (each waits until the pool
 * asks for more). Call once from the worker's entry module.
 */
export function serveJobs<J, P, A>(
  port: import('node:worker_threads').MessagePort,
  work: (job: J, send: (part: P) => Promise<void>) => Promise<A>,
  errorOf: (error: unknown) => WorkerError,
) {
  let more: (() => void) | null = null;
  const send = (part: P) =>
    new Promise<void>((resolve) => {
      more = resolve;
      port.postMessage({ type: 'part', part });
    });
  port.on('message', (message: { type: 'job'; job: J } | { type: 'more' }) => {
    if (message.type === 'more') {
      const resume = more;
      more = null;
      resume?.();
      return;
    }
    work(message.job, send).then(
      (answer) => port.postMessage({ type: 'done', answer }),
      (error) => port.postMessage({ type: 'error', error: errorOf(error) }),
    );
  });
}
