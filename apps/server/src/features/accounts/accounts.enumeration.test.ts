import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS, SERVER_MESSAGES } from '@tvet/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { loadConfig } from '../../platform/config';
import type { Mailer, MailMessage } from '../../platform/mail';
import { createAccount } from '../../seed/accounts.factory';
import { mailedCode, otherCode, signedIn, uniqueIdentity } from '../../test/accounts.fixtures';
import { client, createTestApp, openTestDatabase, type TestApp } from '../../test/harness';

/*
 * Whether an address has an account must not show in the answers or the timing of the code calls
 * (architecture, "Security decisions").
 */

describe('code answers read the same with and without an account', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const checks = {
    recovery: (email: string, otp: string) =>
      api.get(`/api/v1/recovery/verification/${encodeURIComponent(email)}?otp=${otp}`),
    verification: (email: string, otp: string) =>
      api.post(`/api/v1/verification/verify/${encodeURIComponent(email)}`, { otp }),
  };
  const ask = (purpose: 'recovery' | 'verification', email: string) =>
    api.post(`/api/v1/${purpose}/otp`, { email });

  /** Asks for a code, then sends seven wrong ones: the answers, status and body, in order. */
  async function wrongCodeAnswers(purpose: 'recovery' | 'verification', email: string, known: boolean) {
    const asked = await ask(purpose, email);
    expect(asked.body).toEqual({ status: 'ok', msg: SERVER_MESSAGES.otpSent, payload: null });
    // A guess that is surely wrong: the mailed code's neighbour, or any code for an address that got no mail.
    const wrong = known ? otherCode(await mailedCode(t, email)) : '1234';
    const answers = [];
    for (let i = 0; i < OTP_MAX_ATTEMPTS + 2; i += 1) {
      const res = await checks[purpose](email, wrong);
      answers.push({ statusCode: res.statusCode, body: res.body });
    }
    return answers;
  }

  it('recovery: the sixth wrong code answers "Too many wrong codes" for both', async () => {
    const { user } = await signedIn(t, 'graduate');
    const known = await wrongCodeAnswers('recovery', user.email, true);
    const unknown = await wrongCodeAnswers('recovery', uniqueIdentity('ghost').email, false);
    expect(unknown).toEqual(known);
    expect(known[OTP_MAX_ATTEMPTS - 1].body.msg).toBe(MESSAGES.invalidOtp);
    expect(known[OTP_MAX_ATTEMPTS].body).toEqual({
      status: 'Bad Request',
      msg: SERVER_MESSAGES.otpLocked,
      payload: { fields: { otp: SERVER_MESSAGES.otpLocked } },
    });
  });

  it('verification: an unverified account, a verified one and no account answer alike', async () => {
    const unverified = (await signedIn(t, 'graduate', { verified: false })).user.email;
    const verified = (await signedIn(t, 'graduate')).user.email;
    const known = await wrongCodeAnswers('verification', unverified, true);
    expect(await wrongCodeAnswers('verification', verified, false)).toEqual(known);
    expect(await wrongCodeAnswers('verification', uniqueIdentity('ghost').email, false)).toEqual(known);
    expect(known[OTP_MAX_ATTEMPTS].body.msg).toBe(SERVER_MESSAGES.otpLocked);
  });

  it('an expired code answers "expired" for both', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user } = await signedIn(t, 'graduate');
    const ghost = uniqueIdentity('ghost').email;
    expect((await ask('recovery', user.email)).statusCode).toBe(200);
    expect((await ask('recovery', ghost)).statusCode).toBe(200);
    const code = await mailedCode(t, user.email);
    vi.setSystemTime(Date.now() + (OTP_TTL_SECONDS + 1) * 1000);
    const known = await checks.recovery(user.email, code);
    const unknown = await checks.recovery(ghost, code);
    expect(known.body.msg).toBe(SERVER_MESSAGES.otpExpired);
    expect(unknown.body).toEqual(known.body);
  });

  it('no code asked for answers "Invalid OTP" for both', async () => {
    const { user } = await signedIn(t, 'graduate');
    const known = await checks.recovery(user.email, '1234');
    const unknown = await checks.recovery(uniqueIdentity('ghost').email, '1234');
    expect(known.body.msg).toBe(MESSAGES.invalidOtp);
    expect(unknown.body).toEqual(known.body);
  });
});

/** Takes as long as a slow mail server (here 30 ms) to accept each message. */
class SlowMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    await new Promise((resolve) => setTimeout(resolve, 30));
    this.sent.push(message);
  }
}

describe('asking for a recovery code takes as long with and without an account', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let dataDir: string;
  const mailer = new SlowMailer();
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'tvet-timing-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      RATE_LIMIT_MULTIPLIER: '100',
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ config, db: database.db, mailer, logger: false, jobs: 'inline' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };

  it('answers in the same time (median over 25 calls each, within 10 ms) and mails only the account', async () => {
    const rounds = 25;
    const known: string[] = [];
    for (let i = 0; i < rounds; i += 1) {
      const { user } = await createAccount(database.db, { userType: 'graduate', ...uniqueIdentity('tm') });
      known.push(user.email);
    }
    const unknown = Array.from({ length: rounds }, () => uniqueIdentity('nobody').email);
    const timed = async (email: string) => {
      const started = process.hrtime.bigint();
      const res = await app.inject({ method: 'POST', url: '/api/v1/recovery/otp', payload: { email } });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      expect(res.json()).toEqual({ status: 'ok', msg: SERVER_MESSAGES.otpSent, payload: null });
      return ms;
    };
    // Warm up both paths, then alternate so drift in machine load hits both alike.
    await timed(uniqueIdentity('warm').email);
    await timed(known[0]);
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 1; i < rounds; i += 1) {
      knownMs.push(await timed(known[i]));
      unknownMs.push(await timed(unknown[i]));
    }
    const difference = Math.abs(median(knownMs) - median(unknownMs));
    expect(difference, `known ${median(knownMs)} ms, unknown ${median(unknownMs)} ms`).toBeLessThan(10);

    await app.jobs.settle();
    expect(mailer.sent.map((message) => message.to).sort()).toEqual([...known].sort());
  });
});
