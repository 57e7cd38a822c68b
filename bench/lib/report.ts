import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type { CpuShare } from './cpu';
import type { Latency } from './load';

/** A markdown table; the first row is the header. */
export function table(rows: (string | number)[][]): string {
  const [head, ...body] = rows.map((row) => row.map(String));
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...body.map(line)].join('\n');
}

export const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
export const whole = (value: number) => Math.round(value).toLocaleString('en-US');

export function latencyCells(latency: Latency): string[] {
  return [ms(latency.p50), ms(latency.p90), ms(latency.p99), ms(latency.max)];
}

export function cpuLine(share: CpuShare): string {
  const cores = (value: number) => value.toFixed(2);
  return (
    `CPU, in cores busy on average (this machine has ${os.cpus().length}): server process ${cores(share.server)}, ` +
    `PostgreSQL ${cores(share.postgres)}, load generator ${cores(share.client)}; whole machine ${cores(share.machine)}`
  );
}

/** Date, machine and versions, printed above the figures. */
export function environment(): string {
  const date = execFileSync('date', { encoding: 'utf8' }).trim();
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const memory = Math.round(os.totalmem() / 2 ** 30);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  return `${date}; ${os.cpus().length} cores (${cpu}), ${memory} GiB; Node ${process.version}; load average before the run ${load} (1 / 5 / 15 min)`;
}
