import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_MESSAGES } from '@tvet/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { loadConfig } from '../../platform/config';
import { createJwt } from '../../platform/jwt';
import { client, createTestApp, RecordingMailer, type TestApp } from '../../test/harness';

/** The harness's signing key (test/harness.ts). */
const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const UNAVAILABLE = {
  status: 'Service Unavailable',
  msg: SERVER_MESSAGES.databaseUnavailable,
  payload: null,
};

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the envelope with the database reachable', async () => {
    const res = await client(t.app).get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'ok', msg: 'ok', payload: { database: 'ok' } });
  });
});

/** Issue 9: a database that stops answering is "try again shortly" (503), not "we have a bug" (500). */
describe('while the database is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The first call the API makes after this fails the way a lost server does.
    await t.database.close();
  });
  afterAll(async () => {
    await t.app.close();
    rmSync(t.dataDir, { recursive: true, force: true });
  });

  it('answers /api/health with 503, the envelope and Retry-After', async () => {
    const res = await client(t.app).get('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.body).toEqual(UNAVAILABLE);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers the API with 503 and a msg, public and signed-in routes alike', async () => {
    const api = client(t.app);
    // A valid access token needs no database; the profile it asks for does.
    const id = randomUUID();
    const token = await createJwt(SECRET).sign({
      accountId: id,
      profileId: id,
      userType: 'graduate',
      emailVerified: true,
    });
    const profile = await api.get(`/api/v1/graduates/${id}`, token);
    expect(profile.statusCode).toBe(503);
    expect(profile.body).toEqual(UNAVAILABLE);
    const login = await api.post('/api/v1/auth/graduates/login', {
      email: 'amaka@example.ng',
      password: 'Sunrise-Abuja-2024',
    });
    expect(login.statusCode).toBe(503);
    expect(login.body).toEqual(UNAVAILABLE);
  });
});

describe('with a PostgreSQL server that refuses connections', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // Port 9 (discard) has no PostgreSQL: every connection is refused, as when the server is down.
    const database = openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:9/tvet' });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tvet-health-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({
      config,
      db: database.db,
      mailer: new RecordingMailer(),
      logger: false,
      jobs: 'inline',
    });
    close = async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('answers /api/health and the API with 503', async () => {
    const health = await client(app).get('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.body).toEqual(UNAVAILABLE);
    const login = await client(app).post('/api/v1/auth/employers/login', {
      email: 'hr@example.ng',
      password: 'Sunrise-Abuja-2024',
    });
    expect(login.statusCode).toBe(503);
    expect(login.body.msg).toBe(SERVER_MESSAGES.databaseUnavailable);
  });
});
