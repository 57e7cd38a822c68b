/**
 * How long `npm start` takes to answer on a built tree, and how much memory the server holds idle (issue 15), with
 * PGlite and with PostgreSQL: a first start on empty data (migrations, with and without the demo country) and a
 * restart on the data the first start left, each `--repeat` times (medians). Time is from spawning `npm start` to
 * the first 200 from /api/health; memory is the RSS of the server process (the node running main.ts) and of the
 * whole process tree (npm and scripts/start.mjs wait beside it) after `--settle` seconds idle. Run from the
 * repository root after `npm run build`:
 *
 *   node --import tsx bench/server-footprint.ts [--repeat 3] [--settle 5]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { readFlags, serverUrl } from './lib/cli';
import { onCleanup, runBenchmark, step } from './lib/lifecycle';
import { environment, table } from './lib/report';
import { median } from './lib/rounds';

const flags = readFlags('node --import tsx bench/server-footprint.ts [flags]', {
  repeat: { default: 3, min: 1, max: 10, help: 'starts of each kind (medians reported)' },
  settle: { default: 5, min: 0, max: 60, help: 'seconds idle after the first answer before reading memory' },
  timeout: { default: 120, min: 10, max: 600, help: 'seconds a start may take before the run fails' },
});

interface Started {
  seconds: number;
  serverRss: number;
  treeRss: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Children of every process, from /proc. */
function childrenOf(): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      out.set(parent, [...(out.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
}

function rssOf(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return line ? Number(line[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** RSS of the whole tree under `root`, and of the process running the server (its command line names main.ts). */
function memoryOf(root: number) {
  const children = childrenOf();
  const tree: number[] = [];
  const walk = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  const server = tree.find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('apps/server/src/main.ts');
    } catch {
      return false;
    }
  });
  return { serverRss: server ? rssOf(server) : 0, treeRss: tree.reduce((sum, pid) => sum + rssOf(pid), 0) };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Its own process group (detached): npm, start.mjs and the server end together.
  process.kill(-child.pid, 'SIGTERM');
  const killer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

/** A new, empty database on the benchmark server (the start migrates it), dropped at the end. */
async function emptyDatabase(): Promise<string> {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl() });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  onCleanup(`drop database ${name}`, () => admin(`drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** `npm start` with `env`, until /api/health answers 200; then idle memory; then stopped. */
async function startOnce(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  // Kept to say why a start failed (npm's own warnings would clutter the progress lines).
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  onCleanup(`stop npm start on ${port}`, () => stop(child));
  try {
    const deadline = started + flags.timeout * 1000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      if (performance.now() > deadline)
        throw new Error(`no answer from /api/health within ${flags.timeout} s`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((response) => response.status === 200)
        .catch(() => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, flags.settle * 1000));
    return { seconds, ...memoryOf(child.pid as number) };
  } finally {
    await stop(child);
  }
}

await runBenchmark(60 * 60, async () => {
  if (!existsSync('apps/web/dist/index.html'))
    throw new Error(
      'Build the web app first (npm run build): npm start would build it and the time would include that.',
    );
  const startedAt = environment();
  const rows: string[][] = [
    [
      'database',
      'start',
      'seconds to /api/health (median)',
      'each',
      'server RSS idle MB',
      'process tree RSS MB',
    ],
  ];
  const measure = async (
    database: string,
    label: string,
    fresh: () => Promise<Record<string, string>>,
    again: boolean,
  ) => {
    const firsts: Started[] = [];
    const restarts: Started[] = [];
    for (let i = 1; i <= flags.repeat; i++) {
      const env = await fresh();
      firsts.push(
        await step(`${database}, ${label}, first start ${i}/${flags.repeat}`, () => startOnce(env)),
      );
      if (again)
        restarts.push(
          await step(`${database}, ${label}, restart ${i}/${flags.repeat}`, () => startOnce(env)),
        );
    }
    const row = (what: string, list: Started[]) => [
      database,
      what,
      median(list.map((s) => s.seconds)).toFixed(1),
      list.map((s) => s.seconds.toFixed(1)).join(' / '),
      (median(list.map((s) => s.serverRss)) / 2 ** 20).toFixed(0),
      (median(list.map((s) => s.treeRss)) / 2 ** 20).toFixed(0),
    ];
    rows.push(row(`first start, ${label}`, firsts));
    if (again) rows.push(row('restart on that data', restarts));
  };
  const secret = randomBytes(36).toString('base64url');
  const pgliteDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tvet-footprint-'));
    onCleanup(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  await measure(
    'PGlite',
    'SEED=none',
    async () => ({ DATA_DIR: pgliteDir(), JWT_SECRET: secret, SEED: 'none' }),
    true,
  );
  await measure('PGlite', 'demo country', async () => ({ DATA_DIR: pgliteDir(), JWT_SECRET: secret }), false);
  const postgres = async (seed?: string) => ({
    DATA_DIR: pgliteDir(),
    DATABASE_URL: await emptyDatabase(),
    JWT_SECRET: secret,
    ...(seed ? { SEED: seed } : {}),
  });
  await measure('PostgreSQL', 'SEED=none', () => postgres('none'), true);
  await measure('PostgreSQL', 'demo country', () => postgres(), false);

  console.log(`\n## npm start: time to first answer and idle memory\n`);
  console.log(
    `Run: ${startedAt}. ${flags.repeat} start(s) of each kind, memory after ${flags.settle} s idle.\n`,
  );
  console.log(table(rows));
});
