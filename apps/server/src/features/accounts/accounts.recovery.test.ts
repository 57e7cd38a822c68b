import { MESSAGES, SERVER_MESSAGES } from '@tvet/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/accounts.factory';
import {
  mailedCode,
  otherCode,
  STRONG_PASSWORD,
  settledMail,
  signedIn,
  userByEmail,
} from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { CODE_GUESSES_PER_DAY } from './accounts.codes.routes';
import { passwordResets } from './accounts.table';

const TOKEN_INVALID = {
  status: 'Bad Request',
  msg: SERVER_MESSAGES.resetTokenInvalid,
  payload: { fields: { reset_token: SERVER_MESSAGES.resetTokenInvalid } },
};

describe('password recovery', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
  });
  afterAll(() => t.close());

  const askCode = (email: string) => api.post('/api/v1/recovery/otp/', { email, otp: '1234' });
  const checkCode = (email: string, otp: string) =>
    api.get(`/api/v1/recovery/verification/${encodeURIComponent(email)}?otp=${otp}`);
  const reset = (body: Record<string, unknown>) => api.patch('/api/v1/recovery/password/', body);
  const loginStatus = async (email: string, password: string) =>
    (await api.post('/api/v1/auth/graduates/login', { email, password })).statusCode;

  /** A verified graduate with a session, and a reset token obtained through the mailed recovery code. */
  async function recovering() {
    const account = await signedIn(t, 'graduate');
    const email = account.user.email;
    const asked = await askCode(email);
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toEqual({ status: 'ok', msg: SERVER_MESSAGES.otpSent, payload: null });
    const checked = await checkCode(email, await mailedCode(t, email));
    expect(checked.statusCode, checked.body.msg).toBe(200);
    expect(checked.body.msg).toBe(SERVER_MESSAGES.recoveryVerified);
    const resetToken: string = checked.body.payload.reset_token;
    expect(resetToken.length).toBeGreaterThanOrEqual(32);
    return { ...account, email, resetToken };
  }

  it('code, then reset token, then new password: the old password stops working', async () => {
    const { email, resetToken } = await recovering();
    expect((await settledMail(t)).sent.at(-1)?.subject).toBe('Your password reset code');
    const res = await reset({ email, new_password: STRONG_PASSWORD, reset_token: resetToken });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'ok', msg: SERVER_MESSAGES.passwordReset, payload: null });
    expect(await loginStatus(email, DEMO_PASSWORD)).toBe(401);
    expect(await loginStatus(email, STRONG_PASSWORD)).toBe(200);
  });

  it('uses a reset token once only', async () => {
    const { email, resetToken } = await recovering();
    expect((await reset({ email, new_password: STRONG_PASSWORD, reset_token: resetToken })).statusCode).toBe(
      200,
    );
    const again = await reset({ email, new_password: 'Second-Try-2024', reset_token: resetToken });
    expect(again.statusCode).toBe(400);
    expect(again.body).toEqual(TOKEN_INVALID);
    expect(await loginStatus(email, 'Second-Try-2024')).toBe(401);
  });

  it('refuses a made-up token', async () => {
    const { email } = await recovering();
    const res = await reset({
      email,
      new_password: STRONG_PASSWORD,
      reset_token: 'made-up-token-0123456789abcdef',
    });
    expect(res.body).toEqual(TOKEN_INVALID);
    expect(await loginStatus(email, DEMO_PASSWORD)).toBe(200);
  });

  it("refuses another address's token and changes neither password", async () => {
    const first = await recovering();
    const second = await signedIn(t, 'graduate');
    const res = await reset({
      email: second.user.email,
      new_password: STRONG_PASSWORD,
      reset_token: first.resetToken,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual(TOKEN_INVALID);
    expect(await loginStatus(second.user.email, DEMO_PASSWORD)).toBe(200);
    expect(await loginStatus(first.email, DEMO_PASSWORD)).toBe(200);
  });

  it('refuses an expired token', async () => {
    const { email, user, resetToken } = await recovering();
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const res = await reset({ email, new_password: STRONG_PASSWORD, reset_token: resetToken });
    expect(res.body).toEqual(TOKEN_INVALID);
    expect(await loginStatus(email, DEMO_PASSWORD)).toBe(200);
  });

  it.each(['short1A', 'alllowercase', 'lowercase-2024', 'NoDigitsHere'])(
    'refuses the weak new password %j and changes nothing',
    async (weak) => {
      const { email, resetToken } = await recovering();
      const hashBefore = (await userByEmail(t.database.db, email)).passwordHash;
      const res = await reset({ email, new_password: weak, reset_token: resetToken });
      expect(res.statusCode).toBe(400);
      expect(res.body.payload.fields.new_password).toContain('new_password');
      expect((await userByEmail(t.database.db, email)).passwordHash).toBe(hashBefore);
      // The token was not spent by the refused call.
      expect(
        (await reset({ email, new_password: STRONG_PASSWORD, reset_token: resetToken })).statusCode,
      ).toBe(200);
    },
  );

  it('never changes a password from the e-mail address alone', async () => {
    const { email } = await recovering();
    const res = await reset({ email, new_password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.body.payload.fields.reset_token).toBe('reset_token is required');
    expect(await loginStatus(email, DEMO_PASSWORD)).toBe(200);
    expect(await loginStatus(email, STRONG_PASSWORD)).toBe(401);
  });

  it('refuses a wrong recovery code and gives no token', async () => {
    const account = await signedIn(t, 'graduate');
    expect((await askCode(account.user.email)).statusCode).toBe(200);
    const res = await checkCode(account.user.email, otherCode(await mailedCode(t, account.user.email)));
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toBe(MESSAGES.invalidOtp);
    expect(res.body.payload).toEqual({ fields: { otp: MESSAGES.invalidOtp } });
  });

  it('does not accept the e-mail verification code for recovery', async () => {
    const account = await signedIn(t, 'graduate', { verified: false });
    expect((await api.post('/api/v1/verification/otp', { email: account.user.email })).statusCode).toBe(200);
    const res = await checkCode(account.user.email, await mailedCode(t, account.user.email));
    expect(res.statusCode).toBe(400);
  });

  it('revokes every refresh token of the account', async () => {
    const { email, session, resetToken } = await recovering();
    expect((await reset({ email, new_password: STRONG_PASSWORD, reset_token: resetToken })).statusCode).toBe(
      200,
    );
    const res = await api.post('/api/v1/auth/refresh/', { refreshToken: session.refresh_token });
    expect(res.statusCode).toBe(401);
    expect(res.body.msg).toBe(SERVER_MESSAGES.refreshInvalid);
  });

  it('marks an unverified address verified: reading the code proved it', async () => {
    const account = await signedIn(t, 'graduate', { verified: false });
    const email = account.user.email;
    expect((await askCode(email)).statusCode).toBe(200);
    const checked = await checkCode(email, await mailedCode(t, email));
    const res = await reset({
      email,
      new_password: STRONG_PASSWORD,
      reset_token: checked.body.payload.reset_token,
    });
    expect(res.statusCode).toBe(200);
    expect((await userByEmail(t.database.db, email)).isEmailVerified).toBe(true);
  });

  it('answers an unknown address like a known one and mails nothing', async () => {
    const sentBefore = (await settledMail(t)).sent.length;
    const res = await askCode('no-such-person@example.ng');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: 'ok', msg: SERVER_MESSAGES.otpSent, payload: null });
    expect((await settledMail(t)).sent.length).toBe(sentBefore);
    const check = await checkCode('no-such-person@example.ng', '1234');
    expect(check.statusCode).toBe(400);
    expect(check.body.msg).toBe(MESSAGES.invalidOtp);
    const resetUnknown = await reset({
      email: 'no-such-person@example.ng',
      new_password: STRONG_PASSWORD,
      reset_token: 'whatever-token',
    });
    expect(resetUnknown.body).toEqual(TOKEN_INVALID);
  });

  it('refuses a recovery check without a 4-digit otp', async () => {
    const res = await api.get('/api/v1/recovery/verification/someone@example.ng');
    expect(res.statusCode).toBe(400);
    expect(res.body.payload.fields.otp).toEqual(expect.stringContaining('otp'));
  });
});

describe(`recovery code guesses: at most ${CODE_GUESSES_PER_DAY} wrong codes per address a day (RATE_LIMIT_MULTIPLIER 1)`, () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    api = client(t.app);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const askCode = (email: string) => api.post('/api/v1/recovery/otp/', { email });
  const checkCode = (email: string, otp: string) =>
    api.get(`/api/v1/recovery/verification/${encodeURIComponent(email)}?otp=${otp}`);

  it('counts wrong codes across every code sent, then refuses even the right code until a day has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user } = await signedIn(t, 'graduate');
    const email = user.email;
    // Two codes, five wrong tries each (each code's own limit), then a third code.
    for (let round = 0; round < 2; round += 1) {
      expect((await askCode(email)).statusCode).toBe(200);
      const code = await mailedCode(t, email);
      for (let i = 0; i < 5; i += 1) {
        expect((await checkCode(email, otherCode(code))).body.msg).toBe(MESSAGES.invalidOtp);
      }
    }
    expect((await askCode(email)).statusCode).toBe(200);
    const refused = await checkCode(email, await mailedCode(t, email));
    expect(refused.statusCode).toBe(429);
    expect(refused.body.status).toBe('Too Many Requests');
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(23 * 60 * 60);
    expect(wait).toBeLessThanOrEqual(24 * 60 * 60);
    expect(refused.body.msg).toBe(SERVER_MESSAGES.tooManyRequests(wait));

    vi.setSystemTime(Date.now() + wait * 1000);
    expect((await askCode(email)).statusCode).toBe(200);
    const accepted = await checkCode(email, await mailedCode(t, email));
    expect(accepted.statusCode, accepted.body.msg).toBe(200);
  });

  it('does not count the right code: only wrong ones use the allowance', async () => {
    const { user } = await signedIn(t, 'graduate');
    const email = user.email;
    expect((await askCode(email)).statusCode).toBe(200);
    const first = await mailedCode(t, email);
    for (let i = 0; i < 5; i += 1) expect((await checkCode(email, otherCode(first))).statusCode).toBe(400);
    expect((await askCode(email)).statusCode).toBe(200);
    const second = await mailedCode(t, email);
    for (let i = 0; i < 4; i += 1) expect((await checkCode(email, otherCode(second))).statusCode).toBe(400);
    // Nine wrong so far; the right code passes and is not counted.
    expect((await checkCode(email, second)).statusCode).toBe(200);
    expect((await askCode(email)).statusCode).toBe(200);
    const third = await mailedCode(t, email);
    expect((await checkCode(email, otherCode(third))).statusCode).toBe(400);
    expect((await checkCode(email, third)).statusCode).toBe(429);
  });
});
