import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the real server listens, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** The server's fresh DATA_DIR; mail lands in DATA_DIR/outbox. */
    dataDir: string;
  }
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// Overridable so that several people can run journeys at once on one machine.
const artifacts = process.env.E2E_ARTIFACTS ?? fileURLToPath(new URL('./.artifacts/', import.meta.url));
/*
 * A hang guard, not a speed check: the server migrates and seeds a fresh embedded database first, which took over
 * 120 s on a shared CI machine running two lines of tests at once (the health poll returns as soon as it answers).
 */
const STARTUP_TIMEOUT_MS = 300_000;

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

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode}; see ${artifacts}server.log`);
    try {
      const answer = await fetch(`${baseUrl}/api/health`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/health within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

/**
 * Starts the real server (built web app, API, embedded database with demo data) once for all journeys, on a
 * free port and a fresh DATA_DIR, and stops it afterwards. The web app must be built already (`npm test` does).
 */
export default async function setup(project: TestProject) {
  const webDist = process.env.WEB_DIST ?? join(repoRoot, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`${webDist} is missing: run \`npm run build\` before the end-to-end tests.`);
  }
  mkdirSync(artifacts, { recursive: true });
  const dataDir = await mkdtemp(join(tmpdir(), 'tvet-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  const log = createWriteStream(join(artifacts, 'server.log'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: 'demo',
      // Journeys sign in and ask for codes many times from one address; keep the limits, raised.
      RATE_LIMIT_MULTIPLIER: '100',
      // Tracer invitations go out at any hour of the run (issue 26: quiet hours are tested by the API tests).
      QUIET_HOURS: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timeout);
    }
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };
}
