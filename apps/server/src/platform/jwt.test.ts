import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { type AuthContext, createJwt } from './jwt';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
const jwt = createJwt(SECRET);
const auth: AuthContext = {
  accountId: randomUUID(),
  profileId: randomUUID(),
  userType: 'graduate',
  emailVerified: true,
  sessionVersion: 3,
  sessionId: randomUUID(),
};
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const claims = (extra: Record<string, unknown> = {}) => ({
  sub: auth.accountId,
  pid: auth.profileId,
  typ: 'graduate',
  ver: true,
  sv: 0,
  iat: now(),
  exp: now() + 600,
  ...extra,
});

/** A token signed by hand, so that every header and claim can be what an attacker would send. */
function forge(header: unknown, payload: unknown, secret = SECRET) {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

describe('access tokens (node:crypto HS256 verification)', () => {
  it('reads back what it signed', async () => {
    expect(await jwt.verify(await jwt.sign(auth))).toEqual({ ok: true, auth });
  });

  it('accepts a token signed elsewhere with the same secret and jose', async () => {
    const token = await new SignJWT({ pid: auth.profileId, typ: 'employer', ver: false, sv: 1 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(auth.accountId)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(SECRET));
    const result = await jwt.verify(token);
    expect(result).toMatchObject({
      ok: true,
      auth: { userType: 'employer', emailVerified: false, sessionVersion: 1 },
    });
  });

  it('refuses a changed payload, a changed signature, another secret and a malformed token', async () => {
    const token = await jwt.sign(auth);
    const [header, , signature] = token.split('.');
    const tampered = `${header}.${b64(claims({ typ: 'admin' }))}.${signature}`;
    const flipped = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;
    for (const bad of [
      tampered,
      flipped,
      forge({ alg: 'HS256' }, claims(), `${SECRET}x`),
      `${token}.`,
      token.split('.').slice(0, 2).join('.'),
      'not.a.token',
      '',
      '..',
    ])
      expect(await jwt.verify(bad), bad).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses any algorithm but HS256, and critical header extensions', async () => {
    const unsigned = `${b64({ alg: 'none' })}.${b64(claims())}.`;
    expect(await jwt.verify(unsigned)).toEqual({ ok: false, reason: 'invalid' });
    for (const header of [
      { alg: 'HS512' },
      { alg: 'hs256' },
      { alg: 'HS256', crit: ['exp'] },
      { alg: 'HS256', b64: false },
      [],
    ])
      expect(await jwt.verify(forge(header, claims())), JSON.stringify(header)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    expect(await jwt.verify(forge({ alg: 'HS256', typ: 'JWT' }, claims()))).toMatchObject({ ok: true });
  });

  it('requires exp, says when it passed, and checks nbf and iat', async () => {
    const { exp: _exp, ...withoutExpiry } = claims();
    expect(await jwt.verify(forge({ alg: 'HS256' }, withoutExpiry))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await jwt.verify(forge({ alg: 'HS256' }, claims({ exp: now() })))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await jwt.verify(forge({ alg: 'HS256' }, claims({ exp: String(now() + 60) })))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await jwt.verify(forge({ alg: 'HS256' }, claims({ nbf: now() + 60 })))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await jwt.verify(forge({ alg: 'HS256' }, claims({ nbf: now() - 60 })))).toMatchObject({
      ok: true,
    });
    expect(await jwt.verify(forge({ alg: 'HS256' }, claims({ iat: 'yesterday' })))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses claims of the wrong shape', async () => {
    // Ids that are not UUIDs (issue 22: a token signed with our key reached a uuid column as a 500), a role
    // that does not exist.
    const notIds = [{ sub: 'not-a-uuid' }, { pid: 'p1' }, { sid: "x' or 1=1 --" }, { typ: 'root' }];
    for (const extra of [
      { sub: 7 },
      { pid: null },
      { typ: undefined },
      { sv: 1.5 },
      { sv: '1' },
      { sid: 9 },
      ...notIds,
    ])
      expect(await jwt.verify(forge({ alg: 'HS256' }, claims(extra))), JSON.stringify(extra)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    for (const payload of [[1, 2], 'text', null, 42])
      expect(await jwt.verify(forge({ alg: 'HS256' }, payload))).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a signature spelled in non-canonical base64url that decodes to the same bytes', async () => {
    const token = await jwt.sign(auth);
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // 32 bytes take 43 characters: the last one carries 4 bits and 2 unused ones, so 3 other letters say the same.
    const last = alphabet.indexOf(signature.at(-1) ?? '');
    const twins = [1, 2, 3].map((bits) => `${token.slice(0, -1)}${alphabet[last ^ bits]}`);
    for (const twin of twins) {
      const twinSignature = twin.slice(twin.lastIndexOf('.') + 1);
      expect(Buffer.from(twinSignature, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
      expect(await jwt.verify(twin), twin.slice(-3)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(await jwt.verify(`${token}=`)).toEqual({ ok: false, reason: 'invalid' });
    expect(await jwt.verify(token)).toMatchObject({ ok: true });
  });
});
