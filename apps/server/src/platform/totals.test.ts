import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTotals, type Totals } from './totals';

/** A count that says how often it ran and answers what `value` holds now. */
function counter(initial: number) {
  const state = { value: initial, runs: 0 };
  return {
    state,
    compute: async () => {
      state.runs++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return state.value;
    },
  };
}

describe('list totals, in this process', () => {
  it('counts once per key within the time, then again', async () => {
    let clock = 0;
    const totals = createTotals({ ttlMs: 10_000, now: () => clock });
    const open = counter(17);
    expect(await totals.count('jobs', 'plain', open.compute)).toBe(17);
    open.state.value = 18;
    clock += 9_999;
    expect(await totals.count('jobs', 'plain', open.compute)).toBe(17);
    expect(open.state.runs).toBe(1);
    clock += 1;
    expect(await totals.count('jobs', 'plain', open.compute)).toBe(18);
    expect(open.state.runs).toBe(2);
  });

  it('keeps each key and scope apart', async () => {
    const totals = createTotals();
    expect(await totals.count('jobs', 'state=Lagos', async () => 4)).toBe(4);
    expect(await totals.count('jobs', 'state=Kano', async () => 2)).toBe(2);
    expect(await totals.count('surveys', 'state=Lagos', async () => 9)).toBe(9);
    expect(await totals.count('jobs', 'state=Lagos', async () => 100)).toBe(4);
  });

  it('shares one count between requests that arrive together', async () => {
    const totals = createTotals();
    const open = counter(5);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => totals.count('jobs', 'q=welder', open.compute)),
    );
    expect(answers).toEqual(Array(20).fill(5));
    expect(open.state.runs).toBe(1);
  });

  it('counts again at once after invalidate, and drops a count that was running across the change', async () => {
    const totals = createTotals({ ttlMs: 60_000 });
    const open = counter(3);
    expect(await totals.count('jobs', 'plain', open.compute)).toBe(3);
    // A count starts, the change commits and is announced while it runs: its old figure must not be kept.
    open.state.value = 4;
    let release: () => void = () => {};
    const slow = totals.count(
      'jobs',
      'other',
      () => new Promise<number>((resolve) => (release = () => resolve(3))),
    );
    await totals.invalidate('jobs');
    release();
    expect(await slow).toBe(3);
    expect(await totals.count('jobs', 'plain', open.compute)).toBe(4);
    expect(await totals.count('jobs', 'other', async () => 4)).toBe(4);
    // Another scope is not touched.
    expect(await totals.count('surveys', 'plain', async () => 1)).toBe(1);
    await totals.invalidate('jobs');
    expect(await totals.count('surveys', 'plain', async () => 2)).toBe(1);
  });

  it('keeps at most maxEntries keys', async () => {
    const totals = createTotals({ maxEntries: 2 });
    await totals.count('jobs', 'a', async () => 1);
    await totals.count('jobs', 'b', async () => 2);
    await totals.count('jobs', 'c', async () => 3);
    expect(await totals.count('jobs', 'a', async () => 10)).toBe(10);
    expect(await totals.count('jobs', 'c', async () => 30)).toBe(3);
  });
});

const redisUrl = process.env.REDIS_URL;

// Two app nodes over one Redis: one count per filter for all of them, and a change announced on one reaches all.
describe.skipIf(!redisUrl)('list totals shared through Redis', () => {
  const open: Totals[] = [];
  afterAll(async () => {
    for (const totals of open) await totals.close();
  });

  it('counts once for every node, and a change invalidated on one node reaches the others within 2 s', async () => {
    let clock = 0;
    const prefix = `tvet-totals-test-${randomUUID()}:`;
    const a = createTotals({ redisUrl, prefix, now: () => clock });
    const b = createTotals({ redisUrl, prefix, now: () => clock });
    open.push(a, b);
    await Promise.all([a.ready(), b.ready()]);
    const jobs = counter(10);
    expect(await a.count('jobs', 'plain', jobs.compute)).toBe(10);
    // Let the write reach Redis (it is not awaited by the request that counted).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await b.count('jobs', 'plain', jobs.compute)).toBe(10);
    expect(jobs.state.runs).toBe(1);

    jobs.state.value = 11;
    await a.invalidate('jobs');
    expect(await a.count('jobs', 'plain', jobs.compute)).toBe(11);
    // Node B serves its own copy for up to 2 s, then reads Redis under the new generation.
    expect(await b.count('jobs', 'plain', jobs.compute)).toBe(10);
    clock += 2_000;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await b.count('jobs', 'plain', jobs.compute)).toBe(11);
    expect(jobs.state.runs).toBe(2);
  });

  it('counts in this process when Redis cannot be reached', async () => {
    const down = createTotals({ redisUrl: 'redis://127.0.0.1:1', now: () => 0 });
    open.push(down);
    expect(await down.count('jobs', 'plain', async () => 7)).toBe(7);
    await down.invalidate('jobs');
    expect(await down.count('jobs', 'plain', async () => 8)).toBe(8);
  });
});
