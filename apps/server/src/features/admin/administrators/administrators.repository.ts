import { and, asc, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { admins, invitations, users } from '../../../db/schema';
import type { Window } from '../admin.repository';

/* The administrators and their invitations. */

function adminQuery(db: Database) {
  return db.select({ admin: admins, user: users }).from(admins).innerJoin(users, eq(users.id, admins.userId));
}
export type AdminView = Awaited<ReturnType<typeof adminQuery>>[number];

export function adminRows(db: Database, window: Window) {
  return adminQuery(db)
    .where(isNull(admins.removedAt))
    .orderBy(asc(admins.createdAt), asc(admins.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countAdmins(db: Database) {
  const [{ total }] = await db.select({ total: count() }).from(admins).where(isNull(admins.removedAt));
  return total;
}

/** By admin id or account id. */
export async function findAdmin(db: Database, id: string): Promise<AdminView | null> {
  const [row] = await adminQuery(db)
    .where(and(or(eq(admins.id, id), eq(admins.userId, id)), isNull(admins.removedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Locks every administrator row that can still act (not removed, account active), so two removals at once
 * cannot leave none; answers their account ids.
 */
export async function lockActiveAdmins(db: Database): Promise<string[]> {
  const rows = await db
    .select({ userId: admins.userId })
    .from(admins)
    .innerJoin(users, eq(users.id, admins.userId))
    .where(and(isNull(admins.removedAt), eq(users.isActive, true)))
    .for('update', { of: admins });
  return rows.map((row) => row.userId);
}

export async function markAdminRemoved(db: Database, userId: string) {
  await db.update(admins).set({ removedAt: new Date() }).where(eq(admins.userId, userId));
}

export async function emailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(row);
}

const inviter = sql<
  string | null
>`(select "name" from "users" where "users"."id" = ${invitations.invitedBy})`;

export function invitationRows(db: Database, pending: boolean | undefined, window: Window) {
  return db
    .select({ invitation: invitations, inviterName: inviter })
    .from(invitations)
    .where(invitationWhere(pending))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(window.limit)
    .offset(window.offset);
}
export type InvitationView = Awaited<ReturnType<typeof invitationRows>>[number];

/** Administrators' invitations only: mentors' are the mentoring feature's, listed on the Mentors page. */
function invitationWhere(pending: boolean | undefined): SQL | undefined {
  const live = and(
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    sql`${invitations.expiresAt} > now()`,
  );
  const admins = eq(invitations.userType, 'admin');
  if (pending === undefined) return admins;
  return and(admins, pending ? live : sql`not (${live})`);
}

export async function countInvitations(db: Database, pending: boolean | undefined) {
  const [{ total }] = await db.select({ total: count() }).from(invitations).where(invitationWhere(pending));
  return total;
}

export async function findInvitation(db: Database, id: string): Promise<InvitationView | null> {
  const [row] = await db
    .select({ invitation: invitations, inviterName: inviter })
    .from(invitations)
    .where(eq(invitations.id, id))
    .limit(1);
  return row ?? null;
}
