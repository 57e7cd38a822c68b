import { readdirSync, readFileSync } from 'node:fs';
import type { RunningServer } from './server';

/** Linux reports process times in clock ticks; 100 per second on every common kernel build. */
const TICKS_PER_SECOND = 100;

export interface CpuSnapshot {
  at: number;
  /** Seconds of CPU used by the server process, all PostgreSQL processes, this process (the load generator). */
  server: number;
  postgres: number;
  client: number;
  /** Busy and total seconds of the whole machine (all cores). */
  machineBusy: number;
  machineTotal: number;
}

/** CPU seconds of every process named `postgres` (the postmaster, its backends and helpers), read from /proc. */
function postgresSeconds(): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      // Fields after the name: state is field 3; utime and stime are fields 14 and 15.
      const fields = stat
        .slice(close + 2)
        .split(' ')
        .map(Number);
      ticks += fields[11] + fields[12];
    } catch {
      // The process ended while we looked.
    }
  }
  return ticks / TICKS_PER_SECOND;
}

function machineSeconds(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  const values = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = values[3] + values[4];
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

export async function cpuSnapshot(server: RunningServer): Promise<CpuSnapshot> {
  const stats = await server.stats();
  const client = process.cpuUsage();
  const machine = machineSeconds();
  return {
    at: performance.now(),
    server: (stats.cpu.user + stats.cpu.system) / 1e6,
    postgres: postgresSeconds(),
    client: (client.user + client.system) / 1e6,
    machineBusy: machine.busy,
    machineTotal: machine.total,
  };
}

/** Where the CPU went between two snapshots, in cores busy on average (2.0 = both cores of this machine). */
export interface CpuShare {
  server: number;
  postgres: number;
  client: number;
  machine: number;
  cores: number;
}

export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): CpuShare {
  const seconds = (after.at - before.at) / 1000;
  const cores = (after.machineTotal - before.machineTotal) / seconds;
  return {
    server: (after.server - before.server) / seconds,
    postgres: (after.postgres - before.postgres) / seconds,
    client: (after.client - before.client) / seconds,
    machine: (after.machineBusy - before.machineBusy) / seconds,
    cores,
  };
}
