import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import { createAccount } from '../seed/accounts.factory';
import { uniqueIdentity } from '../test/accounts.fixtures';
import { openTestDatabase } from '../test/harness';
import type { AuthContext } from './jwt';
import { createSessionGuard, SESSION_CACHE_MS } from './sessions';

describe('session guard: is this token still good?', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  afterEach(() => vi.useRealTimers());

  /** An account with one sign-in (a live refresh-token family) and the auth its access token carries. */
  async function signedIn(): Promise<AuthContext> {
    const { user, profile } = await createAccount(database.db, {
      userType: 'graduate',
      ...uniqueIdentity('sg'),
    });
    const familyId = randomUUID();
    await database.db.insert(refreshTokens).values({
      userId: user.id,
      familyId,
      tokenHash: randomUUID(),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return {
      accountId: user.id,
      profileId: profile.id,
      userType: 'graduate',
      emailVerified: true,
      sessionVersion: 0,
      sessionId: familyId,
    };
  }

  it('says yes for an active account at its version with a live sign-in', async () => {
    const guard = createSessionGuard(database.db);
    const auth = await signedIn();
    expect(await guard.isLive(auth)).toBe(true);
    expect(await guard.isLive({ ...auth, sessionId: undefined })).toBe(true);
  });

  it('says no for an unknown account, another version, or an unknown sign-in', async () => {
    const guard = createSessionGuard(database.db);
    const auth = await signedIn();
    expect(await guard.isLive({ ...auth, accountId: randomUUID() })).toBe(false);
    expect(await guard.isLive({ ...auth, sessionVersion: 1 })).toBe(false);
    expect(await guard.isLive({ ...auth, sessionId: randomUUID() })).toBe(false);
  });

  it("says no for a sign-in whose refresh tokens are revoked or expired, or that is another account's", async () => {
    const guard = createSessionGuard(database.db);
    const [revoked, expired, other] = [await signedIn(), await signedIn(), await signedIn()];
    await database.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(), revokedReason: 'logout' })
      .where(eq(refreshTokens.familyId, revoked.sessionId as string));
    await database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.familyId, expired.sessionId as string));
    expect(await guard.isLive(revoked)).toBe(false);
    expect(await guard.isLive(expired)).toBe(false);
    expect(await guard.isLive({ ...other, sessionId: revoked.sessionId })).toBe(false);
    expect(await guard.isLive(other)).toBe(true);
  });

  it('endAll and deactivate apply at once on the node that made them, even with a warm cache', async () => {
    const guard = createSessionGuard(database.db);
    const first = await signedIn();
    expect(await guard.isLive(first)).toBe(true);
    await guard.endAll(first.accountId, 'test');
    expect(await guard.isLive(first)).toBe(false);
    expect((await guard.state(first.accountId))?.version).toBe(1);

    const second = await signedIn();
    expect(await guard.isLive(second)).toBe(true);
    await guard.deactivate(second.accountId);
    expect(await guard.isLive(second)).toBe(false);
    await guard.reactivate(second.accountId);
    expect((await guard.state(second.accountId))?.active).toBe(true);
    // Its earlier sign-in stays ended.
    expect(await guard.isLive(second)).toBe(false);
  });

  it(`trusts its cache for ${SESSION_CACHE_MS} ms: a change made elsewhere shows after that`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const guard = createSessionGuard(database.db);
    const auth = await signedIn();
    expect(await guard.isLive(auth)).toBe(true);
    // Another node (its own guard) deactivates the account.
    await createSessionGuard(database.db).deactivate(auth.accountId);
    expect(await guard.isLive(auth)).toBe(true);
    vi.setSystemTime(Date.now() + SESSION_CACHE_MS);
    expect(await guard.isLive(auth)).toBe(false);
  });

  it('reads the database once per account per cache period, however many calls', async () => {
    const guard = createSessionGuard(database.db);
    const auth = await signedIn();
    expect(await guard.isLive(auth)).toBe(true);
    await database.db.update(users).set({ sessionVersion: 5 }).where(eq(users.id, auth.accountId));
    for (let i = 0; i < 20; i += 1) expect(await guard.isLive(auth)).toBe(true);
    guard.forget(auth.accountId);
    expect(await guard.isLive(auth)).toBe(false);
  });
});
