/**
 * The load generator in a process of its own (load-process.ts starts it), so that its requests go out on time
 * whatever the benchmark's own process is busy with (e.g. a job runner's workers on the same event loop). Each
 * message is one run: it cycles through the given requests; the answer is the run's result, with this process's
 * CPU time and its event loop's delay (how late it was to send and to read, from its own side). It exits when its
 * parent goes away.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { runLoad } from './load';
import type { LoadJob, LoadReply } from './load-process';

async function run(job: LoadJob): Promise<LoadReply> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const cpuBefore = process.cpuUsage();
  let next = 0;
  const result = await runLoad<string>({
    url: job.url,
    method: job.method,
    connections: job.connections,
    seconds: job.seconds,
    next: () => job.requests[next++ % job.requests.length],
    kindOf: (tag) => tag,
  });
  delay.disable();
  const cpu = process.cpuUsage(cpuBefore);
  return {
    ...result,
    byKind: [...result.byKind],
    cpuMs: (cpu.user + cpu.system) / 1000,
    loopDelayP99Ms: delay.percentile(99) / 1e6,
    loopDelayMaxMs: delay.max / 1e6,
  };
}

process.on('message', (message: LoadJob | 'stop') => {
  if (message === 'stop') process.exit(0);
  run(message)
    .then((reply) => process.send?.(reply))
    .catch((error: unknown) => process.send?.({ error: String(error) }));
});
process.on('disconnect', () => process.exit(1));
