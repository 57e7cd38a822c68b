import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { namedQuery } from '../db/named-query';
import { refreshTokens, users } from '../db/schema';
import type { AuthContext } from './jwt';

/** How long one node trusts what it read about an account; changes made on this node apply at once. */
export const SESSION_CACHE_MS = 5000;
const CACHE_MAX_ACCOUNTS = 50_000;

/*
 * Fixed text, sent as a prepared statement: it runs on nearly every authenticated request of a busy node (every
 * account's first request in each SESSION_CACHE_MS), so its parse and plan are paid once per connection.
 */
const SESSION_STATE_SQL = `select u.is_active as active, u.session_version as version,
       ($2::uuid is null or exists (
          select 1 from refresh_tokens t
           where t.family_id = $2 and t.user_id = u.id and t.revoked_at is null and t.expires_at > now())) as live
  from users u where u.id = $1`;

export interface SessionState {
  active: boolean;
  version: number;
}

/**
 * Whether an access token still speaks for its account, checked on every authenticated request. A token carries
 * the account's session version (`sv`) and its sign-in (`sid`, the refresh-token family). It stops working at
 * once when the account is deactivated, when the version is raised (password change or reset, signing out
 * everywhere) or when its sign-in ends (logout, or a stolen refresh token detected).
 *
 * The answer is cached per account for a few seconds so that a busy account costs one indexed read per node every
 * SESSION_CACHE_MS; every change made through this module clears that account's cache on this node at once.
 * Other nodes see the change within SESSION_CACHE_MS.
 */
export function createSessionGuard(db: Database, cacheMs = SESSION_CACHE_MS) {
  /** account id -> when it was read, and per sign-in whether it is live (undefined: not read yet). */
  const cache = new Map<string, { at: number; state: SessionState; liveSessions: Map<string, boolean> }>();

  /** The account's state and, when the token names its sign-in, whether that sign-in is live: one indexed read. */
  async function read(accountId: string, sessionId: string | undefined) {
    const [row] = await namedQuery<{ active: boolean; version: number; live: boolean }>(
      db,
      'session_state_v1',
      SESSION_STATE_SQL,
      [accountId, sessionId ?? null],
    );
    return row ?? null;
  }

  function remember(accountId: string, state: SessionState, sessionId: string | undefined, live: boolean) {
    let entry = cache.get(accountId);
    const now = Date.now();
    if (!entry || now - entry.at >= cacheMs) entry = { at: now, state, liveSessions: new Map() };
    // The entry still expires with its first read; what was just read is fresher.
    else entry.state = state;
    if (sessionId) entry.liveSessions.set(sessionId, live);
    // Re-inserted last, so the first key is the least recently read: dropped when the cache is full.
    cache.delete(accountId);
    cache.set(accountId, entry);
    if (cache.size > CACHE_MAX_ACCOUNTS) cache.delete(cache.keys().next().value as string);
  }

  const guard = {
    /** True while the token's account is active, its version current and its sign-in not ended. */
    async isLive(auth: AuthContext): Promise<boolean> {
      const version = auth.sessionVersion ?? 0;
      const sessionId = auth.sessionId;
      const cached = cache.get(auth.accountId);
      if (cached && Date.now() - cached.at < cacheMs) {
        const live = sessionId ? cached.liveSessions.get(sessionId) : true;
        if (live !== undefined) return cached.state.active && cached.state.version === version && live;
      }
      const row = await read(auth.accountId, sessionId);
      if (!row) {
        cache.delete(auth.accountId);
        return false;
      }
      remember(auth.accountId, { active: row.active, version: row.version }, sessionId, row.live);
      return row.active && row.version === version && row.live;
    },

    /** The version a new access token of this account must carry (read fresh, never from the cache). */
    async state(accountId: string): Promise<SessionState | null> {
      const [row] = await db
        .select({ active: users.isActive, version: users.sessionVersion })
        .from(users)
        .where(eq(users.id, accountId))
        .limit(1);
      return row ?? null;
    },

    /** Forget what this node knows about the account (after ending one of its sign-ins). */
    forget(accountId: string) {
      cache.delete(accountId);
    },

    /**
     * Ends every sign-in of the account now: its access tokens stop working and its refresh tokens are revoked.
     * For a password change or reset, "sign out everywhere", and an administrator acting on an account.
     */
    async endAll(accountId: string, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
          .where(eq(users.id, accountId));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date(), revokedReason: reason })
          .where(and(eq(refreshTokens.userId, accountId), isNull(refreshTokens.revokedAt)));
      });
      cache.delete(accountId);
    },

    /** A deactivated account cannot sign in, and every sign-in it had ends at once. */
    async deactivate(accountId: string): Promise<void> {
      await db.update(users).set({ isActive: false }).where(eq(users.id, accountId));
      await guard.endAll(accountId, 'deactivated');
    },

    /** The account may sign in again (its earlier sign-ins stay ended). */
    async reactivate(accountId: string): Promise<void> {
      await db.update(users).set({ isActive: true }).where(eq(users.id, accountId));
      cache.delete(accountId);
    },
  };
  return guard;
}
export type SessionGuard = ReturnType<typeof createSessionGuard>;
