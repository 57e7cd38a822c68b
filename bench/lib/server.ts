import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './lifecycle';
import type { QueryCounts } from './query-counter';

/**
 * `app`: the real app (buildApp) on a benchmark database; `bare`: a minimal Fastify answering {status:'ok'};
 * `raw-fastify` / `raw-express`: the raw-pg anchors of anchor.ts (`replays`: a JSON file of recorded statements).
 */
export type ServerSpec =
  | { kind: 'app'; databaseUrl: string; jwtSecret: string }
  | { kind: 'bare' }
  | { kind: 'raw-fastify' | 'raw-express'; databaseUrl: string; jwtSecret: string; replays?: string };

export type ServerKind = ServerSpec['kind'];

export interface ServerStats {
  /** CPU time used so far, microseconds. */
  cpu: NodeJS.CpuUsage;
  rss: number;
  /** The app only (kind 'app'): requests answered so far, and every statement sent so far with its rows. */
  requests: number;
  queries: QueryCounts;
}

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
  stats(): Promise<ServerStats>;
  /** Closes the server (in-flight requests finish first) and waits for its process to end. */
  stop(): Promise<void>;
}

type Reply = { port: number } | ServerStats;

/** Starts the server in a child process listening on 127.0.0.1 at a random port. */
export async function startServer(spec: ServerSpec): Promise<RunningServer> {
  // BENCH_CPU_PROF=<folder>: the server process writes a V8 CPU profile there when it stops (open it in Chrome
  // DevTools or speedscope to see where a request's CPU time goes).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = fork(fileURLToPath(new URL('./server-child.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx', ...profile],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.send('stop');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };
  onCleanup(`stop the ${spec.kind} server`, stop);

  const replies: ((reply: Reply) => void)[] = [];
  child.on('message', (reply: Reply) => replies.shift()?.(reply));
  const ask = (message: ServerSpec | 'stats') =>
    new Promise<Reply>((resolve, reject) => {
      replies.push(resolve);
      child.send(message);
      void exited.then(() => reject(new Error(`the ${spec.kind} server exited (code ${child.exitCode})`)));
    });

  const started = (await ask(spec)) as { port: number };
  return {
    url: `http://127.0.0.1:${started.port}`,
    pid: child.pid ?? 0,
    stats: async () => (await ask('stats')) as ServerStats,
    stop,
  };
}
