import { MESSAGES, OTP_MAX_ATTEMPTS, SERVER_MESSAGES } from '@tvet/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  login,
  mailedCode,
  otherCode,
  register,
  registerAndVerify,
  STRONG_PASSWORD,
  settledMail,
  userByEmail,
} from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { otpCodes } from './accounts.table';

const INVALID_OTP = {
  status: 'Bad Request',
  msg: MESSAGES.invalidOtp,
  payload: { fields: { otp: MESSAGES.invalidOtp } },
};

describe('e-mail verification', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t.close());

  const verify = (email: string, otp: unknown) => api.post(`/api/v1/verification/verify/${email}`, { otp });
  const askCode = (email: string, otp?: string) => api.post('/api/v1/verification/otp/', { email, otp });

  it('verifies the address with the code mailed at registration', async () => {
    const { body, code } = await register(t, 'graduates');
    const res = await verify(body.email, code);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      msg: SERVER_MESSAGES.emailVerified,
      payload: { is_email_verified: true },
    });
    expect((await userByEmail(t.database.db, body.email)).isEmailVerified).toBe(true);
    const session = await login(t, 'graduate', body.email, STRONG_PASSWORD);
    expect(session.user.user_id.is_email_verified).toBe(true);
    // The code is spent: it cannot verify again.
    expect((await verify(body.email, code)).statusCode).toBe(400);
  });

  it('gives a token that passes verified-only routes once the session is refreshed', async () => {
    const { body, code } = await register(t, 'staff');
    const before = await login(t, 'staff', body.email, STRONG_PASSWORD);
    expect((await verify(body.email, code)).statusCode).toBe(200);
    const refreshed = await api.post('/api/v1/auth/refresh', { refreshToken: before.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const change = await api.patch(
      `/api/v1/users/${before.user.user_id._id}/password`,
      { password: STRONG_PASSWORD, new_password: 'Another-Pass-9', confirm_password: 'Another-Pass-9' },
      refreshed.body.payload.key,
    );
    expect(change.statusCode, change.body.msg).toBe(200);
  });

  it('refuses a wrong code with Invalid OTP and leaves the address unverified', async () => {
    const { body, code } = await register(t, 'graduates');
    const res = await verify(body.email, otherCode(code));
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual(INVALID_OTP);
    expect((await userByEmail(t.database.db, body.email)).isEmailVerified).toBe(false);
  });

  it('ignores a code sent by the client when asking for one; the mailed code works', async () => {
    const { body } = await register(t, 'employers');
    const res = await askCode(body.email, '1234');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'ok', msg: SERVER_MESSAGES.otpSent, payload: null });
    expect((await settledMail(t)).countFor(body.email)).toBe(2);
    const mailed = await mailedCode(t, body.email);
    if (mailed !== '1234') expect(await verify(body.email, '1234')).toMatchObject({ statusCode: 400 });
    expect((await verify(body.email, mailed)).statusCode).toBe(200);
  });

  it('re-sends the live code when asked again, and a fresh one once it is used up', async () => {
    const { body, code: first } = await register(t, 'graduates');
    expect((await askCode(body.email)).statusCode).toBe(200);
    expect(await mailedCode(t, body.email)).toBe(first);
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) await verify(body.email, otherCode(first));
    let second = first;
    // A new code may by chance equal the old one (1 in 9,000); ask again until it differs.
    for (let i = 0; i < 5 && second === first; i += 1) {
      expect((await askCode(body.email)).statusCode).toBe(200);
      second = await mailedCode(t, body.email);
    }
    expect(second).not.toBe(first);
    expect((await verify(body.email, second)).statusCode).toBe(200);
  });

  it('answers an unknown address like a known one and mails nothing', async () => {
    const sentBefore = (await settledMail(t)).sent.length;
    const res = await askCode('nobody-at-all@example.ng');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'ok', msg: SERVER_MESSAGES.otpSent, payload: null });
    expect((await settledMail(t)).sent.length).toBe(sentBefore);
    expect(await verify('nobody-at-all@example.ng', '1234')).toMatchObject({
      statusCode: 400,
      body: INVALID_OTP,
    });
  });

  it('mails no new code to an address that is already verified', async () => {
    const { body } = await registerAndVerify(t, 'institutions');
    const sent = (await settledMail(t)).countFor(body.email);
    expect((await askCode(body.email)).statusCode).toBe(200);
    expect((await settledMail(t)).countFor(body.email)).toBe(sent);
  });

  it('refuses an expired code', async () => {
    const { body, code, res } = await register(t, 'graduates');
    await t.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.userId, res.body.payload.user_id._id));
    const answer = await verify(body.email, code);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.msg).toBe(SERVER_MESSAGES.otpExpired);
    expect(answer.body.payload.fields.otp).toBe(SERVER_MESSAGES.otpExpired);
    expect((await userByEmail(t.database.db, body.email)).isEmailVerified).toBe(false);
  });

  it(`locks the code after ${OTP_MAX_ATTEMPTS} wrong tries, even for the right code`, async () => {
    const { body, code } = await register(t, 'staff');
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
      expect(await verify(body.email, otherCode(code))).toMatchObject({ statusCode: 400, body: INVALID_OTP });
    }
    const res = await verify(body.email, code);
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toBe(SERVER_MESSAGES.otpLocked);
    expect((await userByEmail(t.database.db, body.email)).isEmailVerified).toBe(false);
    // A new code unlocks.
    expect((await askCode(body.email)).statusCode).toBe(200);
    expect((await verify(body.email, await mailedCode(t, body.email))).statusCode).toBe(200);
  });

  it('spends tries atomically: parallel guesses get no more than the allowed tries', async () => {
    const { body, code } = await register(t, 'graduates');
    const answers = await Promise.all(
      Array.from({ length: OTP_MAX_ATTEMPTS * 2 }, () => verify(body.email, otherCode(code))),
    );
    const msgs = answers.map((answer) => answer.body.msg);
    expect(msgs.filter((msg) => msg === MESSAGES.invalidOtp)).toHaveLength(OTP_MAX_ATTEMPTS);
    expect(msgs.filter((msg) => msg === SERVER_MESSAGES.otpLocked)).toHaveLength(OTP_MAX_ATTEMPTS);
    expect((await verify(body.email, code)).body.msg).toBe(SERVER_MESSAGES.otpLocked);
  });

  it('reads the address in the path whatever its case', async () => {
    const { body, code } = await register(t, 'graduates');
    const res = await verify(encodeURIComponent(body.email.toUpperCase()), code);
    expect(res.statusCode).toBe(200);
    expect((await userByEmail(t.database.db, body.email)).isEmailVerified).toBe(true);
  });

  it.each(['123', '12345', '12a4', '', 1234])('refuses the otp %j with 400 fields.otp', async (otp) => {
    const { body } = await register(t, 'graduates');
    const res = await verify(body.email, otp);
    expect(res.statusCode).toBe(400);
    expect(res.body.payload.fields.otp).toEqual(expect.stringContaining('otp'));
  });

  it('refuses a verify call without an otp, and an invalid address in the path', async () => {
    const missing = await api.post('/api/v1/verification/verify/someone@example.ng', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.body.payload.fields.otp).toBe('otp is required');
    const badEmail = await verify('not-an-address', '1234');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.body.payload.fields.email).toEqual(expect.any(String));
  });

  it('stores a hash of the code, never the code itself', async () => {
    const { code, res } = await register(t, 'graduates');
    const rows = await t.database.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.userId, res.body.payload.user_id._id), eq(otpCodes.purpose, 'verification')));
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).not.toBe(code);
    expect(rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].attempts).toBe(0);
  });
});
