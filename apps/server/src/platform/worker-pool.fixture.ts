import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from './errors';
import { serveJobs } from './worker-pool';

/* A worker for worker-pool.test.ts: each job says what to do. */

export type FixtureJob =
  | { kind: 'pieces'; count: number }
  | { kind: 'refuse'; message: string }
  | { kind: 'busy'; ms: number; counter: SharedArrayBuffer }
  | { kind: 'exit' };

async function work(job: FixtureJob, send: (part: number) => Promise<void>): Promise<string> {
  if (job.kind === 'pieces') {
    for (let piece = 0; piece < job.count; piece += 1) await send(piece);
    return 'done';
  }
  if (job.kind === 'refuse') throw new AppError(422, job.message);
  if (job.kind === 'exit') process.exit(3);
  // Counts the jobs running at once (the most seen is kept in slot 1), and keeps the thread busy.
  const counter = new Int32Array(job.counter);
  const now = Atomics.add(counter, 0, 1) + 1;
  let seen = Atomics.load(counter, 1);
  while (now > seen && Atomics.compareExchange(counter, 1, seen, now) !== seen)
    seen = Atomics.load(counter, 1);
  const until = Date.now() + job.ms;
  while (Date.now() < until) {
    // busy on purpose: CPU work that would hold up the event loop
  }
  Atomics.sub(counter, 0, 1);
  return 'busy';
}

if (parentPort && workerData?.entry === import.meta.url)
  serveJobs(parentPort, work, (error) =>
    error instanceof AppError
      ? { statusCode: error.statusCode, message: error.message }
      : { message: String(error) },
  );
