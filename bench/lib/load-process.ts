import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './lifecycle';
import type { Latency, LoadResult, PlannedRequest } from './load';

/** One run of the load generator in its own process: the requests are cycled through, one after another. */
export interface LoadJob {
  url: string;
  method: 'GET' | 'POST';
  connections: number;
  seconds: number;
  /** Sent in turn, from the first, as often as time allows; `tag` groups the latencies (byKind). */
  requests: PlannedRequest<string>[];
}

export interface RemoteLoadResult extends LoadResult {
  /** CPU time the generator used during the run. */
  cpuMs: number;
  /** The generator's event-loop delay during the run (p99 and worst): how late it could be to send or read. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

export type LoadReply =
  | (Omit<RemoteLoadResult, 'byKind'> & { byKind: [string, Latency][] })
  | { error: string };

export interface LoadProcess {
  run(job: LoadJob): Promise<RemoteLoadResult>;
  stop(): Promise<void>;
}

/** Starts the load generator (load-child.ts) in a child process, once, for any number of runs. */
export function startLoadProcess(): LoadProcess {
  const child = fork(fileURLToPath(new URL('./load-child.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
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
  onCleanup('stop the load generator', stop);
  return {
    run: (job) =>
      new Promise((resolve, reject) => {
        child.once('message', (reply: LoadReply) => {
          if ('error' in reply) reject(new Error(`load generator: ${reply.error}`));
          else resolve({ ...reply, byKind: new Map(reply.byKind) });
        });
        child.send(job);
        void exited.then(() => reject(new Error(`the load generator exited (code ${child.exitCode})`)));
      }),
    stop,
  };
}
