import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS, SERVER_MESSAGES, type UserType } from '@tvet/contract';
import { findProfileByUser, type ProfileRow, type UserRow } from '../../db/profiles';
import type { Deps } from '../../platform/deps';
import { unauthorized } from '../../platform/errors';
import { newOpaqueToken, sha256 } from '../../platform/secrets';
import {
  branchRefreshFamily,
  findRefreshToken,
  findUserById,
  insertRefreshToken,
  revokeRefreshFamily,
  revokeRefreshToken,
  rotateRefreshToken,
} from './accounts.repository';
import { sessionUserOut } from './accounts.serialize';

/**
 * A rotated token presented again within this time gets a new token in the same family instead of ending it: two
 * tabs sharing the session cookie refresh at once, or an answer lost on a weak network is asked for again. Later
 * than that, the reuse means the token was copied, and the whole family is revoked.
 */
export const REFRESH_REUSE_GRACE_MS = 15_000;

const refreshExpiry = () => new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);
const sessionEnded = () => unauthorized(SERVER_MESSAGES.refreshInvalid);

/**
 * Sessions: a 15-minute signed access token plus a rotating refresh token stored hashed. One sign-in is one
 * refresh-token family; the access token names it (`sid`) and the account's session version (`sv`), so that
 * ending the sign-in, or every sign-in of the account, stops its access tokens at once (platform/sessions.ts).
 * A rotated token keeps its row; presenting it again means it was stolen, so its whole family is revoked.
 */
export function createSessionsService(deps: Deps) {
  const { db } = deps;

  async function accessToken(user: UserRow, profile: ProfileRow, familyId: string) {
    return deps.jwt.sign({
      accountId: user.id,
      profileId: profile.id,
      userType: user.userType as UserType,
      emailVerified: user.isEmailVerified,
      sessionVersion: user.sessionVersion,
      sessionId: familyId,
    });
  }

  async function profileOf(user: UserRow): Promise<ProfileRow> {
    const profile = await findProfileByUser(db, user);
    if (!profile) throw new Error(`account ${user.id} has no ${user.userType} profile`);
    return profile;
  }

  return {
    /** A fresh sign-in for an account whose credentials were just checked (`user` read after any change). */
    async start(user: UserRow) {
      const profile = await profileOf(user);
      const familyId = randomUUID();
      const { token, hash } = newOpaqueToken();
      await insertRefreshToken(db, {
        userId: user.id,
        familyId,
        tokenHash: hash,
        expiresAt: refreshExpiry(),
      });
      return {
        key: await accessToken(user, profile, familyId),
        refresh_token: token,
        user: sessionUserOut(user, profile),
      };
    },

    async refresh(refreshToken: string) {
      const hash = sha256(refreshToken);
      const next = newOpaqueToken();
      const expiresAt = refreshExpiry();
      let row = await rotateRefreshToken(db, hash, { tokenHash: next.hash, expiresAt });
      if (!row) {
        const known = await findRefreshToken(db, hash);
        if (known?.revokedReason !== 'rotated') throw sessionEnded();
        // Rotated moments ago: the same client asking twice (a lost answer, two tabs at once), not a thief.
        const sinceRotation = Date.now() - (known.revokedAt?.getTime() ?? 0);
        const branched =
          sinceRotation < REFRESH_REUSE_GRACE_MS &&
          (await branchRefreshFamily(db, {
            userId: known.userId,
            familyId: known.familyId,
            tokenHash: next.hash,
            expiresAt,
          }));
        if (!branched) {
          await revokeRefreshFamily(db, known.familyId, 'reused');
          deps.sessions.forget(known.userId);
          throw sessionEnded();
        }
        row = known;
      }
      const user = await findUserById(db, row.userId);
      if (!user?.isActive) throw sessionEnded();
      const profile = await profileOf(user);
      return {
        key: await accessToken(user, profile, row.familyId),
        refresh_token: next.token,
        user: sessionUserOut(user, profile),
      };
    },

    /** Ends this sign-in: its refresh token and, at once, its access tokens. */
    async revoke(refreshToken: string) {
      const revoked = await revokeRefreshToken(db, sha256(refreshToken), 'logout');
      if (revoked) deps.sessions.forget(revoked.userId);
    },

    /** Ends every sign-in of the account (password change or reset, signing out everywhere). */
    async endAll(userId: string, reason: string) {
      await deps.sessions.endAll(userId, reason);
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
