import type { AuditAction, AuditTargetType } from '@tvet/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog, users } from '../db/schema';
import type { AuthContext } from './jwt';

/** What an administrative change writes: who acted, what they did, to which record, and the details. */
export interface AuditEvent {
  /** The administrator (their token) or their account id. */
  actor: Pick<AuthContext, 'accountId'> | string;
  action: AuditAction;
  target: { type: AuditTargetType; id: string; label?: string | null };
  detail?: Record<string, string | number | boolean | null | undefined>;
}

/**
 * Writes one audit entry. Call it with the transaction that makes the change (`audit(tx, ...)`), so the change
 * and its entry are stored together or not at all. The actor's name and e-mail are copied from their account as
 * they are now. Throws when the actor does not exist (the change then rolls back).
 */
export async function audit(db: Database, event: AuditEvent): Promise<void> {
  const actorId = typeof event.actor === 'string' ? event.actor : event.actor.accountId;
  const detail = Object.fromEntries(
    Object.entries(event.detail ?? {}).filter(([, value]) => value !== undefined),
  ) as Record<string, string | number | boolean | null>;
  const [actor] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, actorId))
    .limit(1);
  if (!actor) throw new Error(`audit: no account ${actorId} to record as the actor`);
  await db.insert(auditLog).values({
    actorId,
    actorName: actor.name,
    actorEmail: actor.email,
    action: event.action,
    targetType: event.target.type,
    targetId: event.target.id,
    targetLabel: event.target.label ?? null,
    detail,
  });
}
