import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationBody } from '../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../test/harness';
import { maskEmail, redactError, redactUrl } from './log-redaction';
import { createMailer } from './mail';

/** Fields every line has whose digits could look like a 4-digit code by chance; not personal data. */
const NOISE = ['time', 'pid', 'hostname', 'reqId', 'responseTime', 'remotePort'];

/** The log's lines with the noise fields removed, as one text to search. */
function logText(lines: string[]): string {
  return lines
    .map((line) => {
      const entry = JSON.parse(line) as Record<string, unknown>;
      for (const key of NOISE) delete entry[key];
      return JSON.stringify(entry);
    })
    .join('\n');
}

/** Polls until `read` stops throwing (mail may leave after the answer). */
async function eventually<T>(read: () => T, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return read();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/**
 * Issue 9: logs carried recovery codes and e-mail addresses in URLs, and NINs and phone numbers in failed-query
 * parameters. A whole journey runs with every log line captured (level trace), then the log is searched for
 * every secret and personal value the journey used.
 */
describe('a full journey leaves no secret or personal value in the log', () => {
  const lines: string[] = [];
  let t: TestApp;
  const secrets: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp({}, { logStream: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('registers, verifies, signs in, recovers the password, updates the profile, and fails two queries', async () => {
    const api = client(t.app);
    const body = registrationBody('graduates', { name: 'Adaeze Nwankwo' });
    const email: string = body.email;
    Object.assign(secrets, {
      email,
      'email, percent-encoded': encodeURIComponent(email),
      name: body.name,
      password: body.password,
    });

    expect((await api.post('/api/v1/graduates', body)).statusCode).toBe(201);
    secrets['verification code'] = await eventually(() => t.mail.codeFor(email));
    // The link beside the code (issue 22) is as good as the code: it must not be logged either.
    const linkToken = t.mail.sent.at(-1)?.text.match(/\/verify\/([\w-]{43})/)?.[1];
    expect(linkToken).toBeDefined();
    secrets['verification link token'] = linkToken ?? '';
    const verified = await api.post(`/api/v1/verification/verify/${encodeURIComponent(email)}`, {
      otp: secrets['verification code'],
    });
    expect(verified.statusCode, verified.body.msg).toBe(200);

    const login = await api.post('/api/v1/auth/graduates/login', { email, password: body.password });
    expect(login.statusCode, login.body.msg).toBe(200);
    secrets['first access token'] = login.body.payload.key;
    secrets['first refresh token'] = login.body.payload.refresh_token;

    const mailsBefore = t.mail.countFor(email);
    expect((await api.post('/api/v1/recovery/otp', { email })).statusCode).toBe(200);
    await eventually(() => expect(t.mail.countFor(email)).toBeGreaterThan(mailsBefore));
    secrets['recovery code'] = t.mail.codeFor(email);
    const checked = await api.get(
      `/api/v1/recovery/verification/${encodeURIComponent(email)}?otp=${secrets['recovery code']}`,
    );
    expect(checked.statusCode, checked.body.msg).toBe(200);
    secrets['reset token'] = checked.body.payload.reset_token;
    secrets['new password'] = 'Harmattan-Breeze-2027';
    const reset = await api.patch('/api/v1/recovery/password', {
      email,
      new_password: secrets['new password'],
      reset_token: secrets['reset token'],
    });
    expect(reset.statusCode, reset.body.msg).toBe(200);

    const again = await api.post('/api/v1/auth/graduates/login', {
      email,
      password: secrets['new password'],
    });
    expect(again.statusCode, again.body.msg).toBe(200);
    const token: string = again.body.payload.key;
    secrets['second access token'] = token;
    secrets['second refresh token'] = again.body.payload.refresh_token;
    const profileUrl = `/api/v1/graduates/${again.body.payload.user._id}`;

    Object.assign(secrets, {
      NIN: '31415926535',
      phone: '+2348037654321',
      'NIN of the failed update': '27182818284',
      'phone of the failed update': '+2349051234567',
    });
    const updated = await api.patch(profileUrl, { nin: secrets.NIN, phone: secrets.phone }, token);
    expect(updated.statusCode, updated.body.msg).toBe(200);

    // The database refuses the next writes (as a full disk or a broken replica would), so the statements
    // carrying the phone number and the NIN fail and are logged as errors with their parameters.
    await t.database.db.execute(
      sql.raw(`create function refuse_write() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file: No space left on device'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger refuse_users before update on users for each row execute function refuse_write()',
      ),
    );
    const failedPhone = await api.patch(profileUrl, { phone: secrets['phone of the failed update'] }, token);
    expect(failedPhone.statusCode).toBe(500);
    await t.database.db.execute(sql.raw('drop trigger refuse_users on users'));
    await t.database.db.execute(
      sql.raw(
        'create trigger refuse_graduates before update on graduates for each row execute function refuse_write()',
      ),
    );
    const failedNin = await api.patch(profileUrl, { nin: secrets['NIN of the failed update'] }, token);
    expect(failedNin.statusCode).toBe(500);
  });

  it('logged the journey: each request and both failed queries, with their SQL and error code', () => {
    const text = logText(lines);
    expect(lines.length).toBeGreaterThan(20);
    expect(text).toContain('/api/v1/recovery/verification/[redacted]?otp=[redacted]');
    expect(text).toContain('/api/v1/verification/verify/[redacted]');
    expect(text).toContain('Failed query: update \\"users\\" set \\"phone\\" = $1');
    expect(text).toContain('Failed query: update \\"graduates\\" set \\"nin\\" = $1');
    expect(text).toContain('No space left on device');
    // P0001: raise_exception, what the trigger raised.
    expect(text).toContain('"code":"P0001"');
  });

  it('has none of the secrets and personal values the journey used', () => {
    const text = logText(lines);
    const found = Object.entries(secrets).filter(([, value]) => {
      // Codes are 4 digits: count them only where they stand alone, not inside a longer number.
      const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return new RegExp(`(?<![0-9])${escaped}(?![0-9])`).test(text);
    });
    expect(Object.keys(secrets).length).toBeGreaterThanOrEqual(17);
    expect(found.map(([name]) => name)).toEqual([]);
  });
});

describe('the redaction helpers', () => {
  it('masks e-mail and digit path segments and every query value but paging', () => {
    expect(redactUrl('/api/v1/recovery/verification/ada%40example.ng?otp=1234&page=2&limit=10')).toBe(
      '/api/v1/recovery/verification/[redacted]?otp=[redacted]&page=2&limit=10',
    );
    expect(redactUrl('/api/v1/verification/verify/ada@example.ng')).toBe(
      '/api/v1/verification/verify/[redacted]',
    );
    expect(redactUrl('/api/v1/graduates/6f1c2a4e-0000-4000-8000-000000000000/jobfeed?q=welder')).toBe(
      '/api/v1/graduates/6f1c2a4e-0000-4000-8000-000000000000/jobfeed?q=[redacted]',
    );
    expect(redactUrl('/api/v1/x/31415926535')).toBe('/api/v1/x/[redacted]');
  });

  it('drops a failed query parameters and the database detail, keeping the SQL and the cause', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "graduates_nin"'), {
      code: '23505',
      detail: 'Key (nin)=(31415926535) already exists.',
    });
    const params = ['31415926535', '+2348037654321', 'ada@example.ng'];
    const failed = Object.assign(
      new Error(`Failed query: update "graduates" set "nin" = $1\nparams: ${params}`),
      {
        query: 'update "graduates" set "nin" = $1',
        params,
        cause,
      },
    );
    const safe = redactError(failed) as Record<string, string>;
    const text = JSON.stringify(safe);
    for (const value of params) expect(text).not.toContain(value);
    expect(safe.message).toContain('update "graduates" set "nin" = $1');
    expect(safe.message).toContain('duplicate key value');
    expect(safe.query).toBe('update "graduates" set "nin" = $1');
    expect(safe.code).toBe('23505');
  });

  it('keeps only the domain of an address, also in the line that says a mail went out', async () => {
    expect(maskEmail('ada.obi@example.ng')).toBe('[redacted]@example.ng');
    const logged: unknown[] = [];
    const log = { info: (fields: unknown) => void logged.push(fields) } as unknown as FastifyBaseLogger;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tvet-mail-'));
    try {
      const mailer = createMailer({ from: 'TVET <no-reply@tvet.ng>', dataDir, log });
      await mailer.send({
        to: 'ada.obi@example.ng',
        subject: 'Your code',
        text: 'Code 4821',
        html: '<p>4821</p>',
      });
      expect(JSON.stringify(logged)).not.toContain('ada.obi');
      expect(JSON.stringify(logged)).not.toContain('4821');
      expect(logged).toEqual([
        expect.objectContaining({ to: '[redacted]@example.ng', subject: 'Your code' }),
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
