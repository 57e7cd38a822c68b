/**
 * Several servers measured under the same load in one run, in rounds (issue 15: the app against raw-pg anchors,
 * medians of 3). Each round starts every target in turn, in an order rotated from round to round so that drift of
 * the machine (caches warming, other processes) does not always favour the same one; each target gets a warm-up
 * and a measured period, then is stopped before the next starts, so they never compete for the cores.
 */
import { type CpuShare, cpuBetween, cpuSnapshot } from './cpu';
import { step } from './lifecycle';
import type { LoadResult } from './load';
import { sampleActivity } from './pg-activity';
import { ms, table, whole } from './report';
import { type RunningServer, type ServerSpec, startServer } from './server';

export interface Target {
  /** Short name in the tables: 'app', 'raw pg + Fastify'... */
  label: string;
  spec: ServerSpec;
}

export interface TargetRun {
  round: number;
  result: LoadResult;
  cpu: CpuShare;
  states: [string, number][];
  /** Server RSS in bytes: after start (before any request) and the highest sampled during the measured load. */
  memory: { idle: number; peak: number };
}

export interface RoundsOptions {
  targets: Target[];
  rounds: number;
  warmup: number;
  duration: number;
  database: { url: string; name: string };
  /** One load of `seconds` against `server`; `target` says which, `measured` whether it counts. */
  load(server: RunningServer, seconds: number, target: Target, measured: boolean): Promise<LoadResult>;
  /** Before a target's warm-up (e.g. a check that it answers like the app). */
  started?(server: RunningServer, target: Target, round: number): Promise<void>;
}

/** Samples the server's RSS every 200 ms until stopped; returns the highest. */
function samplePeak(server: RunningServer) {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, (await server.stats()).rss);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return peak;
  };
}

export async function measureRounds(options: RoundsOptions): Promise<Map<string, TargetRun[]>> {
  const runs = new Map<string, TargetRun[]>(options.targets.map((target) => [target.label, []]));
  for (let round = 1; round <= options.rounds; round++) {
    const shift = (round - 1) % options.targets.length;
    const order = [...options.targets.slice(shift), ...options.targets.slice(0, shift)];
    for (const target of order) {
      const tag = `round ${round}/${options.rounds}, ${target.label}`;
      const server = await step(`${tag}: start`, () => startServer(target.spec));
      await options.started?.(server, target, round);
      const idle = (await server.stats()).rss;
      if (options.warmup > 0)
        await step(`${tag}: warm up ${options.warmup} s`, () =>
          options.load(server, options.warmup, target, false),
        );
      const activity = await sampleActivity(options.database.url, options.database.name);
      const stopPeak = samplePeak(server);
      const before = await cpuSnapshot(server);
      const result = await step(`${tag}: load ${options.duration} s`, () =>
        options.load(server, options.duration, target, true),
      );
      const cpu = cpuBetween(before, await cpuSnapshot(server));
      const peak = await stopPeak();
      const states = await activity.stop();
      await server.stop();
      process.stderr.write(
        `  ${result.rps.toFixed(0)} req/s, p50 ${ms(result.latency.p50)} ms, p99 ${ms(result.latency.p99)} ms, ` +
          `non-2xx ${result.non2xx}, errors ${result.errors}\n`,
      );
      runs.get(target.label)?.push({ round, result, cpu, states, memory: { idle, peak } });
    }
  }
  return runs;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

/** Medians over the rounds for each target. */
export function summary(runs: TargetRun[]) {
  const of = (pick: (run: TargetRun) => number) => median(runs.map(pick));
  return {
    rps: of((run) => run.result.rps),
    p50: of((run) => run.result.latency.p50),
    p90: of((run) => run.result.latency.p90),
    p99: of((run) => run.result.latency.p99),
    serverCpuMs: of((run) => (run.cpu.server / Math.max(1, run.result.rps)) * 1000),
    postgresCpuMs: of((run) => (run.cpu.postgres / Math.max(1, run.result.rps)) * 1000),
    idleRss: of((run) => run.memory.idle),
    peakRss: of((run) => run.memory.peak),
    responses: runs.reduce((sum, run) => sum + run.result.responses, 0),
    non2xx: runs.reduce((sum, run) => sum + run.result.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.result.errors, 0),
  };
}

/**
 * The table: medians of every target side by side, then app / each raw anchor (throughput as a ratio,
 * p99 as a multiple). `first` is the app's label.
 */
export function comparisonTable(what: string, runs: Map<string, TargetRun[]>, app: string): string {
  const labels = [...runs.keys()];
  const sums = new Map(labels.map((label) => [label, summary(runs.get(label) ?? [])]));
  const anchors = labels.filter((label) => label !== app && label.startsWith('raw'));
  const ofApp = sums.get(app);
  const ratio = (pick: (s: ReturnType<typeof summary>) => number, inverse = false) =>
    anchors.map((label) => {
      const anchor = sums.get(label);
      if (!ofApp || !anchor) return '-';
      const value = pick(ofApp) / pick(anchor);
      return inverse ? `${value.toFixed(1)}x` : value.toFixed(2);
    });
  const row = (name: string, pick: (s: ReturnType<typeof summary>) => string, ratios: string[]) => [
    name,
    ...labels.map((label) => pick(sums.get(label) as ReturnType<typeof summary>)),
    ...ratios,
  ];
  return table([
    ['', ...labels, ...anchors.map((label) => `${app} / ${label}`)],
    row(
      `${what} req/s`,
      (s) => whole(s.rps),
      ratio((s) => s.rps),
    ),
    row(
      `${what} p50 ms`,
      (s) => ms(s.p50),
      ratio((s) => s.p50, true),
    ),
    row(
      `${what} p99 ms`,
      (s) => ms(s.p99),
      ratio((s) => s.p99, true),
    ),
    row(
      'server CPU ms / request',
      (s) => s.serverCpuMs.toFixed(2),
      anchors.map(() => ''),
    ),
    row(
      'PostgreSQL CPU ms / request',
      (s) => s.postgresCpuMs.toFixed(2),
      anchors.map(() => ''),
    ),
    row(
      'server RSS idle / peak MB',
      (s) => `${mb(s.idleRss)} / ${mb(s.peakRss)}`,
      anchors.map(() => ''),
    ),
    row(
      'requests (all rounds) / non-2xx / errors',
      (s) => `${whole(s.responses)} / ${s.non2xx} / ${s.errors}`,
      anchors.map(() => ''),
    ),
  ]);
}

/** Every round's figures, to see the spread behind the medians. */
export function roundsTable(runs: Map<string, TargetRun[]>): string {
  const rows: string[][] = [
    [
      'round',
      'target',
      'req/s',
      'p50 ms',
      'p90 ms',
      'p99 ms',
      'max ms',
      'server / PostgreSQL cores',
      'peak RSS MB',
    ],
  ];
  const all = [...runs.entries()].flatMap(([label, list]) => list.map((run) => ({ label, run })));
  all.sort((a, b) => a.run.round - b.run.round);
  for (const { label, run } of all)
    rows.push([
      String(run.round),
      label,
      whole(run.result.rps),
      ms(run.result.latency.p50),
      ms(run.result.latency.p90),
      ms(run.result.latency.p99),
      ms(run.result.latency.max),
      `${run.cpu.server.toFixed(2)} / ${run.cpu.postgres.toFixed(2)}`,
      mb(run.memory.peak),
    ]);
  return table(rows);
}
