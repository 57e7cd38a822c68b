import { INVITATION_TTL_HOURS, type UserType } from '@tvet/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { PROFILE_TABLES } from '../db/profiles';
import { invitations, users } from '../db/schema';
import { newOpaqueToken, sha256 } from './secrets';

/*
 * Invitations to join with a password of one's own: administrators invite administrators (issue 13); mentors
 * are invited the same way (issue 12). The link carries a random token; only its SHA-256 is stored. It works once,
 * until it expires or is revoked. Accepting creates the account (e-mail verified: the link reached that inbox) and
 * the role's profile in one transaction; a mentor's account exists already (made by the administrator with no
 * usable password) and accepting sets its username and password.
 */

export type InvitationRow = typeof invitations.$inferSelect;
/** The account types an invitation may create (the others sign up themselves). */
export type InvitedType = Extract<UserType, 'admin' | 'mentor'>;

const live = (now: Date) =>
  and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now));

/** A new invitation and its token (to put in the link; it is not stored and cannot be read back). */
export async function createInvitation(
  db: Database,
  input: { email: string; name: string; userType: InvitedType; invitedBy: string; ttlHours?: number },
): Promise<{ invitation: InvitationRow; token: string }> {
  const { token, hash } = newOpaqueToken();
  const expiresAt = new Date(Date.now() + (input.ttlHours ?? INVITATION_TTL_HOURS) * 3600 * 1000);
  const [invitation] = await db
    .insert(invitations)
    .values({
      email: input.email,
      name: input.name,
      userType: input.userType,
      tokenHash: hash,
      invitedBy: input.invitedBy,
      expiresAt,
    })
    .returning();
  return { invitation, token };
}

/** A pending (neither accepted, revoked nor expired) invitation to this address, if any. */
export async function pendingInvitationFor(db: Database, email: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.email, email), live(new Date())))
    .limit(1);
  return row ?? null;
}

/** The invitation a link's token names, while it is still usable; null otherwise. */
export async function usableInvitation(db: Database, token: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tokenHash, sha256(token)), live(new Date())))
    .limit(1);
  return row ?? null;
}

/** Revokes every pending invitation to this address (a re-invite: the old links stop working); how many. */
export async function revokePendingInvitations(db: Database, email: string): Promise<number> {
  const rows = await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(invitations.email, email), live(new Date())))
    .returning({ id: invitations.id });
  return rows.length;
}

/** Revokes a pending invitation; null when it was not pending. */
export async function revokeInvitation(db: Database, id: string): Promise<InvitationRow | null> {
  const [row] = await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(invitations.id, id), live(new Date())))
    .returning();
  return row ?? null;
}

/**
 * Spends the token and creates the account and its profile, all in one transaction: two tabs accepting at once
 * create one account. Null when the token is not usable (then nothing is created). Unique e-mail and username
 * violations propagate for the caller to answer.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  account: { username: string; passwordHash: string },
) {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(invitations.tokenHash, sha256(token)), live(new Date())))
      .returning();
    if (!invitation) return null;
    if (invitation.userType === 'mentor') {
      // Mentors exist before they accept (administrators assign their cohort first): the link sets the username
      // and password of the account made for this address, and proves the address.
      const [user] = await tx
        .update(users)
        .set({
          username: account.username,
          passwordHash: account.passwordHash,
          isEmailVerified: true,
          sessionVersion: sql`${users.sessionVersion} + 1`,
        })
        .where(and(eq(users.email, invitation.email), eq(users.userType, 'mentor'), eq(users.isActive, true)))
        .returning();
      // The account was deactivated (its links are revoked then) or is gone: the link is spent, nothing made.
      if (!user) return null;
      await tx.update(invitations).set({ acceptedUserId: user.id }).where(eq(invitations.id, invitation.id));
      return { invitation, user };
    }
    const [user] = await tx
      .insert(users)
      .values({
        userType: invitation.userType,
        name: invitation.name,
        username: account.username,
        email: invitation.email,
        passwordHash: account.passwordHash,
        isEmailVerified: true,
      })
      .returning();
    const table = PROFILE_TABLES[invitation.userType as InvitedType];
    await tx.insert(table).values({ userId: user.id } as never);
    await tx.update(invitations).set({ acceptedUserId: user.id }).where(eq(invitations.id, invitation.id));
    return { invitation, user };
  });
}
