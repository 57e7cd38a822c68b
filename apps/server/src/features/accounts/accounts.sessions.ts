import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS, SERVER_MESSAGES, type UserType } from '@tvet/contract';
import { findProfileByUser, type ProfileRow, type UserRow } from '../../db/profiles';
import type { Deps } from '../../platform/deps';
import { unauthorized } from '../../platform/errors';
import { newOpaqueToken, sha256 } from '../../platform/secrets';
import {
  findRefreshToken,
  findUserById,
  insertRefreshToken,
  revokeRefreshFamily,
  revokeRefreshToken,
  revokeRefreshTokensOf,
  rotateRefreshToken,
} from './accounts.repository';
import { sessionUserOut } from './accounts.serialize';

/**
 * Sessions: a 15-minute signed access token plus a rotating refresh token stored hashed. A rotated token keeps
 * its row; presenting it again means it was stolen, so its whole family is revoked.
 */
export function createSessionsService(deps: Deps) {
  const { db } = deps;

  async function issueRefreshToken(userId: string, familyId: string = randomUUID()) {
    const { token, hash } = newOpaqueToken();
    const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);
    await insertRefreshToken(db, { userId, familyId, tokenHash: hash, expiresAt });
    return token;
  }

  async function accessToken(user: UserRow, profile: ProfileRow) {
    return deps.jwt.sign({
      accountId: user.id,
      profileId: profile.id,
      userType: user.userType as UserType,
      emailVerified: user.isEmailVerified,
    });
  }

  async function profileOf(user: UserRow): Promise<ProfileRow> {
    const profile = await findProfileByUser(db, user);
    if (!profile) throw new Error(`account ${user.id} has no ${user.userType} profile`);
    return profile;
  }

  return {
    /** A fresh session for an account whose credentials were just checked. */
    async start(user: UserRow) {
      const profile = await profileOf(user);
      return {
        key: await accessToken(user, profile),
        refresh_token: await issueRefreshToken(user.id),
        user: sessionUserOut(user, profile),
      };
    },

    async refresh(token: string) {
      const hash = sha256(token);
      const rotated = await rotateRefreshToken(db, hash);
      if (!rotated) {
        const known = await findRefreshToken(db, hash);
        if (known?.revokedReason === 'rotated') await revokeRefreshFamily(db, known.familyId, 'reused');
        throw unauthorized(SERVER_MESSAGES.refreshInvalid);
      }
      const user = await findUserById(db, rotated.userId);
      if (!user) throw unauthorized(SERVER_MESSAGES.refreshInvalid);
      const profile = await profileOf(user);
      return {
        key: await accessToken(user, profile),
        refresh_token: await issueRefreshToken(user.id, rotated.familyId),
      };
    },

    async revoke(token: string) {
      await revokeRefreshToken(db, sha256(token), 'logout');
    },

    /** After a password change or reset every other device must sign in again. */
    async revokeAll(userId: string, reason: string) {
      await revokeRefreshTokensOf(db, userId, reason);
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
