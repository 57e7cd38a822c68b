import type { RollRowError } from '@tvet/contract';
import { AppError } from '../../platform/errors';
import { WorkerPool } from '../../platform/worker-pool';
import type { CheckedRow } from './institutions.roll.check';
import type { RawRow } from './institutions.roll.read';
import type { RollCheckAnswer, RollCheckJob, RollCheckPart } from './institutions.roll.worker';

/*
 * Roll files are read and checked in worker threads (institutions.roll.worker.ts), a small bounded pool per
 * app, so a 100,000-row check leaves the event loop free for everyone else (bench/roll-check-latency.ts).
 */

export function createRollCheckPool() {
  const pool = new WorkerPool<RollCheckJob, RollCheckPart, RollCheckAnswer>(
    new URL('./institutions.roll.worker.ts', import.meta.url),
    (error) =>
      error.statusCode
        ? new AppError(error.statusCode, error.message, error.fields)
        : new Error(`roll check failed in its worker: ${error.message}`),
  );
  return {
    /** Reads and checks a file; the valid rows in file order, the faulty ones handed to `onFaulty` in order. */
    async check(
      job: Omit<RollCheckJob, 'bytes' | 'faulty'> & { bytes: Buffer },
      onFaulty?: (raw: RawRow, errors: RollRowError[]) => void,
    ) {
      // A copy goes to the worker (the caller still stores the file): moved, not copied again.
      const bytes = new Uint8Array(job.bytes);
      const valid: CheckedRow[] = [];
      const answer = await pool.run(
        { ...job, bytes, faulty: Boolean(onFaulty) },
        (part) => {
          if ('valid' in part) for (const row of part.valid) valid.push(row);
          else for (const { raw, errors } of part.faulty) onFaulty?.(raw, errors);
        },
        [bytes.buffer as ArrayBuffer],
      );
      return { ...answer, result: { ...answer.result, valid } };
    },
    close: () => pool.close(),
  };
}
export type RollCheckPool = ReturnType<typeof createRollCheckPool>;
