import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, DEMO_PASSWORD } from '../../seed/accounts.factory';
import { uniqueIdentity } from '../../test/accounts.fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { DEVICE_COOKIE } from './accounts.device';

/**
 * Issue 22: behind a carrier's NAT many phones share one IP address, and 12 wrong passwords for an account from
 * that address made its owner's right password answer 429. A browser that has signed in to the account before
 * carries a device cookie, and other people's failures no longer slow it down; unknown browsers still are.
 */
describe('device cookies: a known browser is not throttled by other people behind the same address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1', RATE_LIMIT_IP_SIGN_IN: '40' });
  });
  afterAll(() => t.close());

  const SHARED_IP = '100.64.0.9';
  async function attempt(email: string, password: string, device?: string, remoteAddress = SHARED_IP) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/graduates/login',
      remoteAddress,
      payload: { email, password },
      ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
    });
    const set = res.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
    return { statusCode: res.statusCode, msg: res.json().msg as string, set };
  }
  const newGraduate = async () =>
    (await createAccount(t.database.db, { userType: 'graduate', ...uniqueIdentity('dev') })).user.email;

  /** The owner signs in once on their phone, which keeps the device cookie. */
  async function ownerDevice(email: string) {
    const first = await attempt(email, DEMO_PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.set).toBeDefined();
    return first.set?.value ?? '';
  }

  /** Someone else behind the same address types wrong passwords for the account until they are refused. */
  async function strangerGuesses(email: string, count = 12) {
    for (let i = 0; i < count; i += 1)
      expect([401, 429]).toContain((await attempt(email, `Wrong-${i}`)).statusCode);
    expect((await attempt(email, DEMO_PASSWORD)).statusCode).toBe(429);
  }

  it('sets an httpOnly, SameSite=Strict cookie on the sign-in path that does not carry the address', async () => {
    const email = await newGraduate();
    const res = await attempt(email, DEMO_PASSWORD);
    expect(res.set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    expect(res.set?.maxAge).toBeGreaterThan(300 * 24 * 60 * 60);
    expect(res.set?.value).not.toContain(email.split('@')[0]);
    expect((await attempt(email, 'Wrong-1')).set).toBeUndefined();
  });

  it("lets the owner's known browser in after a stranger's 12 wrong passwords from the same address", async () => {
    const email = await newGraduate();
    const device = await ownerDevice(email);
    await strangerGuesses(email);
    const owner = await attempt(email, DEMO_PASSWORD, device);
    expect(owner.statusCode, owner.msg).toBe(200);
  });

  it('still refuses an unknown browser, a cookie of another account and a forged cookie', async () => {
    const email = await newGraduate();
    const otherDevice = await ownerDevice(await newGraduate());
    await strangerGuesses(email);
    expect((await attempt(email, DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await attempt(email, DEMO_PASSWORD, otherDevice)).statusCode).toBe(429);
    const [nonce = ''] = otherDevice.split('.');
    expect((await attempt(email, DEMO_PASSWORD, `${nonce}.${'A'.repeat(43)}`)).statusCode).toBe(429);
    expect((await attempt(email, DEMO_PASSWORD, 'x'.repeat(5000))).statusCode).toBe(429);
  });

  it("slows down a known browser's own wrong passwords on a counter of its own", async () => {
    const email = await newGraduate();
    const device = await ownerDevice(email);
    for (let i = 1; i <= 5; i += 1) expect((await attempt(email, `Wrong-${i}`, device)).statusCode).toBe(401);
    expect((await attempt(email, DEMO_PASSWORD, device)).statusCode).toBe(429);
    // The owner's own mistakes did not slow down other browsers' sign-ins to the account.
    expect((await attempt(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('remembers several accounts in one browser', async () => {
    const first = await newGraduate();
    const second = await newGraduate();
    const device = await ownerDevice(first);
    const both = await attempt(second, DEMO_PASSWORD, device);
    expect(both.statusCode).toBe(200);
    const cookie = both.set?.value ?? '';
    await strangerGuesses(first);
    await strangerGuesses(second);
    expect((await attempt(first, DEMO_PASSWORD, cookie)).statusCode).toBe(200);
    expect((await attempt(second, DEMO_PASSWORD, cookie)).statusCode).toBe(200);
  });

  it("lets a known browser in past the address's sign-in ceiling (RATE_LIMIT_IP_SIGN_IN) that others used up", async () => {
    const email = await newGraduate();
    const ip = '100.64.7.7';
    const device = (await attempt(email, DEMO_PASSWORD, undefined, ip)).set?.value ?? '';
    let blocked = false;
    for (let i = 0; i < 45 && !blocked; i += 1) {
      blocked = (await attempt(uniqueIdentity('x').email, 'Wrong-1', undefined, ip)).statusCode === 429;
    }
    expect(blocked).toBe(true);
    expect((await attempt(email, DEMO_PASSWORD, undefined, ip)).statusCode).toBe(429);
    expect((await attempt(email, DEMO_PASSWORD, device, ip)).statusCode).toBe(200);
  });
});
