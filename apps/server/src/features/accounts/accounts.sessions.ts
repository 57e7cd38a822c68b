import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS, SERVER_MESSAGES, type SessionUser, type UserType } from '@tvet/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema';
import type { Deps } from '../../platform/deps';
import { unauthorized } from '../../platform/errors';
import { newOpaqueToken, sha256 } from '../../platform/secrets';
import { findProfileByUser, type ProfileRow, type UserRow } from '../profiles/profiles.repository';
import { profileOut } from '../profiles/profiles.serialize';
import { findUserById } from './accounts.repository';

/**
 * Sessions: a 15-minute signed access token plus a rotating refresh token stored hashed. A rotated token keeps
 * its row; presenting it again means it was stolen, so its whole family is revoked.
 */
export function createSessionService(deps: Deps) {
  const { db } = deps;

  async function issueRefreshToken(userId: string, familyId: string = randomUUID()) {
    const { token, hash } = newOpaqueToken();
    const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);
    await db.insert(refreshTokens).values({ userId, familyId, tokenHash: hash, expiresAt });
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

  function sessionUser(user: UserRow, profile: ProfileRow): SessionUser {
    return {
      _id: profile.id,
      user_id: {
        _id: user.id,
        user_type: user.userType as UserType,
        email: user.email,
        username: user.username,
        name: user.name,
        is_email_verified: user.isEmailVerified,
      },
      is_profile_complete: profileOut(user.userType as UserType, profile, user).is_profile_complete,
    };
  }

  return {
    /** A fresh session for an account whose credentials were just checked. */
    async start(user: UserRow) {
      const profile = await profileOf(user);
      return {
        key: await accessToken(user, profile),
        refresh_token: await issueRefreshToken(user.id),
        user: sessionUser(user, profile),
      };
    },

    async refresh(token: string) {
      const hash = sha256(token);
      const [rotated] = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date(), revokedReason: 'rotated' })
        .where(
          and(
            eq(refreshTokens.tokenHash, hash),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!rotated) {
        const [known] = await db
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hash))
          .limit(1);
        if (known?.revokedReason === 'rotated') await this.revokeFamily(known.familyId, 'reused');
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
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date(), revokedReason: 'logout' })
        .where(and(eq(refreshTokens.tokenHash, sha256(token)), isNull(refreshTokens.revokedAt)));
    },

    async revokeFamily(familyId: string, reason: string) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /** After a password change or reset every other device must sign in again. */
    async revokeAll(userId: string, reason: string) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date(), revokedReason: reason })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
