import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { WorkerPool } from './worker-pool';
import type { FixtureJob } from './worker-pool.fixture';

/* Issue 24: CPU-heavy work (a 100,000-row roll check) runs in a bounded pool of worker threads. */

const toError = (error: { statusCode?: number; message: string }) =>
  error.statusCode ? new AppError(error.statusCode, error.message) : new Error(error.message);

describe('worker pool', () => {
  const pool = new WorkerPool<FixtureJob, number, string>(
    new URL('./worker-pool.fixture.ts', import.meta.url),
    toError,
    2,
  );
  afterAll(() => pool.close());

  it('hands the pieces over in order, then the answer', async () => {
    const pieces: number[] = [];
    expect(await pool.run({ kind: 'pieces', count: 5 }, (piece) => pieces.push(piece))).toBe('done');
    expect(pieces).toEqual([0, 1, 2, 3, 4]);
  }, 30_000);

  it('keeps the event loop free while a worker computes', async () => {
    const counter = new SharedArrayBuffer(8);
    const job = pool.run({ kind: 'busy', ms: 600, counter });
    // Timers keep firing on time while the worker is busy for 600 ms.
    const gaps: number[] = [];
    let last = performance.now();
    let finished = false;
    void job.finally(() => {
      finished = true;
    });
    while (!finished) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      gaps.push(performance.now() - last);
      last = performance.now();
    }
    expect(await job).toBe('busy');
    expect(gaps.length).toBeGreaterThan(10);
    expect(Math.max(...gaps)).toBeLessThan(300);
  }, 30_000);

  it('runs at most its size at once; the others wait their turn', async () => {
    const counter = new SharedArrayBuffer(8);
    const jobs = Array.from({ length: 5 }, () => pool.run({ kind: 'busy', ms: 100, counter }));
    expect([pool.running, pool.waiting]).toEqual([2, 3]);
    expect(await Promise.all(jobs)).toEqual(['busy', 'busy', 'busy', 'busy', 'busy']);
    expect(new Int32Array(counter)[1]).toBeLessThanOrEqual(2);
    expect([pool.running, pool.waiting]).toEqual([0, 0]);
  }, 30_000);

  it('keeps a refusal as the same 4xx, and replaces a worker that dies', async () => {
    const refused = await pool.run({ kind: 'refuse', message: 'Fix row 3.' }).catch((error) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 422, message: 'Fix row 3.' });
    await expect(pool.run({ kind: 'exit' })).rejects.toThrow('worker exited with code 3');
    expect(await pool.run({ kind: 'pieces', count: 1 })).toBe('done');
  }, 30_000);
});
