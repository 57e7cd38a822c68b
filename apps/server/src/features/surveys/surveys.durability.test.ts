import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { surveyProgress } from '@tvet/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const STARTUP_GUARD_MS = 240_000;

/**
 * An answer acknowledged with 200 survives the process dying at once (SIGKILL, no shutdown hook): the real server
 * runs as a child process on a data folder of its own, or on a fresh PostgreSQL database when DATABASE_URL is set.
 */
const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const APP_VARIABLES = [
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'REDIS_URL',
  'SMTP_URL',
  'WEB_DIST',
  'JWT_SECRET',
  'HOST',
];

const children: ChildProcess[] = [];
let dataDir: string;
let databaseUrl: string | undefined;
let databaseName: string | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Starts `node --import tsx apps/server/src/main.ts` and waits until /api/health answers. */
async function startServer() {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of APP_VARIABLES) delete env[name];
  delete env.DATABASE_URL;
  Object.assign(env, {
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED: 'demo',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MULTIPLIER: '100',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  // A hang guard: the child migrates and seeds the demo before it answers, over 60 s on a loaded CI machine.
  const deadline = Date.now() + STARTUP_GUARD_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy within ${STARTUP_GUARD_MS / 1000} s:\n${output}`);
}

function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function call(base: string, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { statusCode: res.status, body: (await res.json()) as any };
}

async function signIn(base: string) {
  const res = await call(base, 'POST', '/api/v1/auth/graduates/login', undefined, {
    email: 'graduate@demo.tvet.ng',
    password: 'Demo-Pass-2023',
  });
  expect(res.statusCode, res.body.msg).toBe(200);
  return { token: res.body.payload.key as string, accountId: res.body.payload.user.user_id._id as string };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tvet-durability-'));
  if (process.env.DATABASE_URL) {
    databaseName = `tvet_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await adminQuery(`create database ${databaseName}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
});

afterAll(async () => {
  await Promise.all(children.map(kill));
  if (databaseName) await adminQuery(`drop database if exists ${databaseName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an acknowledged answer survives a crash', () => {
  it('is still there after SIGKILL and a restart on the same data', {
    timeout: 3 * STARTUP_GUARD_MS,
  }, async () => {
    const first = await startServer();
    const graduate = await signIn(first.base);
    const list = await call(
      first.base,
      'GET',
      '/api/v1/surveys?respondent_type=graduate&respondent_type=all',
      graduate.token,
    );
    expect(list.statusCode).toBe(200);
    const tracer = list.body.payload.docs.find(
      (doc: any) => doc.respondent_type === 'graduate' && doc.state === 'published',
    );
    expect(tracer, 'the seeded graduate tracer survey').toBeDefined();
    expect(tracer.survey_status).toBeNull();
    const questions = await call(
      first.base,
      'GET',
      `/api/v1/surveys/${tracer._id}/questions/`,
      graduate.token,
    );
    const q1 = questions.body.payload.docs[0];
    expect(q1.options.length).toBeGreaterThan(1);

    const saved = await call(
      first.base,
      'POST',
      `/api/v1/surveys/${tracer._id}/sections/${q1.section_id._id}/submit/`,
      graduate.token,
      {
        responses: [
          {
            question_id: q1._id,
            user_id: graduate.accountId,
            text: null,
            optionId: q1.options[0]._id,
            is_completed: false,
          },
        ],
      },
    );
    // The moment the answer is acknowledged, the process dies without any chance to flush or shut down.
    await kill(first.child);
    expect(saved.statusCode, saved.body.msg).toBe(200);
    expect(first.child.signalCode).toBe('SIGKILL');

    const second = await startServer();
    const again = await signIn(second.base);
    expect(again.accountId).toBe(graduate.accountId);
    const after = await call(second.base, 'GET', '/api/v1/surveys', again.token);
    const doc = after.body.payload.docs.find((entry: any) => entry._id === tracer._id);
    expect(doc).toMatchObject({
      survey_status: 'ongoing',
      question_id: { _id: q1._id, order: q1.order },
      progress: surveyProgress(1, questions.body.payload.docs.length),
    });
    expect(after.body.payload.counts.ongoing).toBe(1);
    const records = await call(
      second.base,
      'GET',
      `/api/v1/surveys/respondents/${again.accountId}/?limit=9999`,
      again.token,
    );
    expect(records.body.payload.docs).toEqual([
      expect.objectContaining({
        survey_id: tracer._id,
        status: 'ongoing',
        answered: 1,
        current_question_id: q1._id,
      }),
    ]);
    // Not seeded twice: still one graduate tracer survey.
    const tracers = after.body.payload.docs.filter((entry: any) => entry.title === tracer.title);
    expect(tracers).toHaveLength(1);
    await kill(second.child);
  });
});
