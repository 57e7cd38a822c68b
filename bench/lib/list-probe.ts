import os from 'node:os';
import { type RemoteLoadResult, startLoadProcess } from './load-process';
import { countsBetween, type QueryCounts } from './query-counter';
import { ms, whole } from './report';
import type { RunningServer } from './server';

/**
 * The prepared statement of the session check (apps/server/src/platform/sessions.ts): read once per account per 5 s
 * on a node, so its share of a request depends on how often each account calls, not on the request's own work.
 */
const SESSION_CHECK = 'session_state_v1';

/** One window of signed-in requests, with the work the server did for them. */
export interface ProbeFigures {
  result: RemoteLoadResult;
  /** Requests the server answered in the window (a few more than `result.responses`: the generator abandons the
   *  requests in flight at its deadline, and the server still answers them). */
  served: number;
  cpuMsPerRequest: number;
  /** Statements the app sent to PostgreSQL per request and rows they returned, the session check apart. */
  statementsPerRequest: number;
  sessionChecksPerRequest: number;
  rowsPerRequest: number;
  /** Statements (by text or prepared name) the server had never sent before this window. */
  newStatements: string[];
  /** Mails the wave handed to its transport during the window. */
  mailed: number;
  /** The machine's load average (1 min) as the window started. */
  load: number;
}

export interface ListProbeOptions {
  server: RunningServer;
  /** The request, e.g. a graduate's survey list. */
  path: string;
  connections: number;
  /** Fresh access tokens of the readers, one request each in turn (tokens are short-lived: signed per window). */
  signIn(): Promise<string[]>;
  /** Mails sent so far by the wave (read before and after the window). */
  mailed(): number;
}

/**
 * Sends `path` as one reader after another from a load generator in a process of its own (its requests go out
 * on time whatever this process's workers do), and reads from the server process what the window cost it: CPU
 * time, statements and rows per request. The statements are counted in the server (bench/lib/query-counter.ts),
 * so they do not depend on the machine's load.
 */
export function createListProbe(options: ListProbeOptions) {
  const generator = startLoadProcess();
  const { server } = options;

  async function probe(seconds: number, label = ''): Promise<ProbeFigures> {
    const tokens = await options.signIn();
    const load = os.loadavg()[0] ?? 0;
    const mailedBefore = options.mailed();
    const before = await server.stats();
    const result = await generator.run({
      url: server.url,
      method: 'GET',
      connections: options.connections,
      seconds,
      requests: tokens.map((token) => ({
        path: options.path,
        headers: { authorization: `Bearer ${token}` },
        tag: 'list',
      })),
    });
    const after = await server.stats();
    const served = Math.max(1, after.requests - before.requests);
    const cpu = (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1000;
    const sent = countsBetween(before.queries, after.queries);
    const sum = (counts: QueryCounts, field: 'statements' | 'rows') =>
      Object.values(counts).reduce((total, entry) => total + entry[field], 0);
    const session = sent[SESSION_CHECK]?.statements ?? 0;
    const figures: ProbeFigures = {
      result,
      served,
      cpuMsPerRequest: cpu / served,
      statementsPerRequest: (sum(sent, 'statements') - session) / served,
      sessionChecksPerRequest: session / served,
      rowsPerRequest: (sum(sent, 'rows') - (sent[SESSION_CHECK]?.rows ?? 0)) / served,
      newStatements: Object.keys(sent).filter((key) => !before.queries[key]),
      mailed: options.mailed() - mailedBefore,
      load,
    };
    // Printed at once, so that a run stopped before its end still leaves its figures.
    if (label) {
      console.error(`  ${label}: ${probeLine(figures)}`);
      for (const [key, entry] of Object.entries(sent))
        console.error(
          `    ${(entry.statements / served).toFixed(3)} a request (${(entry.rows / served).toFixed(2)} rows): ` +
            key.replace(/\s+/g, ' ').slice(0, 110),
        );
    }
    if (result.non2xx > 0)
      throw new Error(`${options.path}: ${result.non2xx} answers not 2xx: ${result.failures[0]}`);
    return figures;
  }

  /** The server's CPU time per second while it gets no request (its fixed cost, e.g. timers and GC). */
  async function idleCpu(wait: () => Promise<void>): Promise<number> {
    const before = await server.stats();
    const started = performance.now();
    await wait();
    const after = await server.stats();
    const cpu = (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1000;
    return cpu / ((performance.now() - started) / 1000);
  }

  return { probe, idleCpu, stop: () => generator.stop() };
}

function probeLine(at: ProbeFigures): string {
  return (
    `${at.served} requests (${at.result.non2xx} not 2xx), median ${ms(at.result.latency.p50)} ms, ` +
    `p95 ${ms(at.result.latency.p95)} ms, server CPU ${at.cpuMsPerRequest.toFixed(2)} ms, ` +
    `${at.statementsPerRequest.toFixed(2)} statements + ${at.sessionChecksPerRequest.toFixed(2)} session checks ` +
    `and ${at.rowsPerRequest.toFixed(1)} rows a request, ${at.newStatements.length} statements not sent before, ` +
    `generator loop delay p99 ${ms(at.result.loopDelayP99Ms)} ms, ${at.mailed} mails meanwhile, load ${at.load.toFixed(1)}`
  );
}

export const PROBE_HEADER = [
  'when',
  'requests',
  'median ms',
  'p95 ms',
  'server CPU ms a request',
  'statements a request (+ session checks)',
  'rows a request',
  'statements not sent before',
  'generator loop delay p99 ms',
  'mails sent meanwhile',
  'load (1 min)',
];

export function probeRow(when: string, at: ProbeFigures): string[] {
  return [
    when,
    `${whole(at.served)}${at.result.non2xx ? ` (${at.result.non2xx} not 2xx)` : ''}`,
    ms(at.result.latency.p50),
    ms(at.result.latency.p95),
    at.cpuMsPerRequest.toFixed(2),
    `${at.statementsPerRequest.toFixed(2)} (+ ${at.sessionChecksPerRequest.toFixed(2)})`,
    at.rowsPerRequest.toFixed(1),
    String(at.newStatements.length),
    ms(at.result.loopDelayP99Ms),
    `${whole(at.mailed)} (${(at.mailed / at.result.seconds).toFixed(1)}/s)`,
    at.load.toFixed(1),
  ];
}
