import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/profiles';
import { refreshTokens, users } from '../../db/schema';
import { otpCodes, passwordResets } from './accounts.table';

/* Accounts */

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findTakenIdentity(db: Database, email: string, username: string) {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(eq(users.email, email), eq(users.username, username)))
    .limit(2);
  return {
    emailTaken: rows.some((row) => row.email === email),
    usernameTaken: rows.some((row) => row.username === username),
  };
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function markEmailVerified(db: Database, userId: string) {
  await db.update(users).set({ isEmailVerified: true }).where(eq(users.id, userId));
}

/* One-time codes: one live code per address and purpose (decoys for addresses without an account) */

export async function upsertCode(
  db: Database,
  code: {
    email: string;
    userId: string | null;
    purpose: string;
    codeHash: string;
    seed: string;
    linkHash: string;
    expiresAt: Date;
  },
) {
  await db
    .insert(otpCodes)
    .values(code)
    .onConflictDoUpdate({
      target: [otpCodes.email, otpCodes.purpose],
      set: {
        userId: code.userId,
        codeHash: code.codeHash,
        seed: code.seed,
        linkHash: code.linkHash,
        expiresAt: code.expiresAt,
        attempts: 0,
        mails: 1,
        createdAt: new Date(),
      },
    });
}

/** The address's code for `purpose` while it can still be used: not expired, tries left. */
export async function findLiveCode(db: Database, email: string, purpose: string, maxAttempts: number) {
  const [row] = await db
    .select({ id: otpCodes.id, userId: otpCodes.userId, seed: otpCodes.seed })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.email, email),
        eq(otpCodes.purpose, purpose),
        lt(otpCodes.attempts, maxAttempts),
        gt(otpCodes.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Counts one more mail of the code; false (nothing counted) once it has gone out `maxMails` times. */
export async function countCodeMail(db: Database, id: string, maxMails: number): Promise<boolean> {
  const [counted] = await db
    .update(otpCodes)
    .set({ mails: sql`${otpCodes.mails} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.mails, maxMails)))
    .returning({ id: otpCodes.id });
  return Boolean(counted);
}

/**
 * Uses a mailed link once: deletes its live code (so neither the link nor the code works again) and answers the
 * account, or null. Tries spent on the code do not matter: the link is for the owner whom guessers locked out.
 */
export async function consumeCodeLink(db: Database, linkHash: string, purpose: string) {
  const [used] = await db
    .delete(otpCodes)
    .where(
      and(
        eq(otpCodes.linkHash, linkHash),
        eq(otpCodes.purpose, purpose),
        isNotNull(otpCodes.userId),
        gt(otpCodes.expiresAt, new Date()),
      ),
    )
    .returning({ userId: otpCodes.userId });
  return used?.userId ?? null;
}

/**
 * Spends one try of the live code, atomically, so that parallel guesses cannot exceed `maxAttempts`; answers the
 * stored hash to compare, or null when no try was left (no code, expired or used up).
 */
export async function spendCodeTry(db: Database, email: string, purpose: string, maxAttempts: number) {
  const [spent] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.email, email),
        eq(otpCodes.purpose, purpose),
        lt(otpCodes.attempts, maxAttempts),
        gt(otpCodes.expiresAt, new Date()),
      ),
    )
    .returning({ id: otpCodes.id, userId: otpCodes.userId, codeHash: otpCodes.codeHash });
  return spent ?? null;
}

export async function findCode(db: Database, email: string, purpose: string) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/** True when this call consumed the code (a parallel call that also matched gets false). */
export async function consumeCode(db: Database, id: string): Promise<boolean> {
  const [consumed] = await db.delete(otpCodes).where(eq(otpCodes.id, id)).returning({ id: otpCodes.id });
  return Boolean(consumed);
}

/** Codes (real and decoy alike) that expired before `before`: their "expired" answer is no longer needed. */
export async function deleteCodesExpiredBefore(db: Database, before: Date) {
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, before));
}

/* Password reset tokens */

export async function insertPasswordReset(
  db: Database,
  reset: { userId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResets).values(reset);
}

/**
 * Consumes a live reset token of this account and sets the new password in one transaction; false when the
 * token is unknown, used, expired or another account's.
 */
export async function resetPasswordWithToken(
  db: Database,
  reset: { userId: string; tokenHash: string; passwordHash: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [consumed] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, reset.tokenHash),
          eq(passwordResets.userId, reset.userId),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ id: passwordResets.id });
    if (!consumed) return false;
    // Reading the code proved the address belongs to this person, so it counts as verified.
    await tx
      .update(users)
      .set({ passwordHash: reset.passwordHash, isEmailVerified: true })
      .where(eq(users.id, reset.userId));
    return true;
  });
}

/* Refresh tokens: rotating, stored hashed; a rotated token keeps its row so that its reuse is recognised */

export async function insertRefreshToken(
  db: Database,
  token: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(token);
}

/**
 * Rotates a live token: marks it rotated and stores its successor in the same family, in one transaction, so the
 * family is never seen without a live token (the per-request session check reads exactly that). Answers the old
 * row; null when the token is unknown, revoked or expired.
 */
export async function rotateRefreshToken(
  db: Database,
  tokenHash: string,
  successor: { tokenHash: string; expiresAt: Date },
) {
  return db.transaction(async (tx) => {
    const [rotated] = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date(), revokedReason: 'rotated' })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!rotated) return null;
    await tx.insert(refreshTokens).values({
      userId: rotated.userId,
      familyId: rotated.familyId,
      tokenHash: successor.tokenHash,
      expiresAt: successor.expiresAt,
    });
    return rotated;
  });
}

/**
 * Adds a token to a family that still has a live one (a second answer to one rotation: a retried request, or two
 * browser tabs refreshing at once). Nothing is added, and false answered, once the family has ended.
 */
export async function branchRefreshFamily(
  db: Database,
  branch: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${refreshTokens} (user_id, family_id, token_hash, expires_at)
    select ${branch.userId}, ${branch.familyId}, ${branch.tokenHash}, ${branch.expiresAt.toISOString()}
    where exists (
      select 1 from ${refreshTokens}
      where family_id = ${branch.familyId} and revoked_at is null and expires_at > ${new Date().toISOString()}
    )
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Revokes a live token; answers whose it was (null when unknown or already revoked). */
export async function revokeRefreshToken(db: Database, tokenHash: string, reason: string) {
  const [revoked] = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt)))
    .returning({ userId: refreshTokens.userId });
  return revoked ?? null;
}

export async function revokeRefreshFamily(db: Database, familyId: string, reason: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/* The interface language (issue 29) */

export async function setUserLanguage(db: Database, userId: string, language: string) {
  await db.update(users).set({ language, languageSetAt: sql`now()` }).where(eq(users.id, userId));
}
