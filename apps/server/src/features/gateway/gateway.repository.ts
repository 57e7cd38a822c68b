import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gatewayCallbacks, gatewayInterviews } from './gateway.table';

/* Every SQL statement of the gateway feature. */

export type InterviewRow = typeof gatewayInterviews.$inferSelect;
export type InterviewChanges = Partial<Omit<InterviewRow, 'id' | 'phone' | 'studyRef' | 'createdAt'>>;

/**
 * Records a callback by its provider message id; false when it was recorded already (a repeated webhook), so the
 * caller does nothing the second time. The unique key decides, so two copies arriving at once act once.
 */
export async function firstDelivery(db: Database, provider: string, kind: string, providerMessageId: string) {
  const rows = await db
    .insert(gatewayCallbacks)
    .values({ provider, kind, providerMessageId })
    .onConflictDoNothing()
    .returning({ id: gatewayCallbacks.id });
  return rows.length > 0;
}

/** Takes a callback back (its work failed), so the provider's retry is acted on. */
export async function forgetDelivery(
  db: Database,
  provider: string,
  kind: string,
  providerMessageId: string,
) {
  await db
    .delete(gatewayCallbacks)
    .where(
      and(
        eq(gatewayCallbacks.provider, provider),
        eq(gatewayCallbacks.kind, kind),
        eq(gatewayCallbacks.providerMessageId, providerMessageId),
      ),
    );
}

export async function interviewInSession(db: Database, phone: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(gatewayInterviews)
    .where(and(eq(gatewayInterviews.sessionId, sessionId), eq(gatewayInterviews.phone, phone)));
  return row ?? null;
}

/** The phone's interview of this study, made when missing, with `changes` applied. */
export async function upsertInterview(
  db: Database,
  key: { phone: string; studyRef: string; caseRef: string; surveyId: string; channel: string },
  changes: InterviewChanges,
) {
  const [row] = await db
    .insert(gatewayInterviews)
    .values({ ...key, ...changes })
    .onConflictDoUpdate({
      target: [gatewayInterviews.phone, gatewayInterviews.studyRef],
      set: {
        caseRef: key.caseRef,
        surveyId: key.surveyId,
        channel: key.channel,
        ...changes,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row as InterviewRow;
}

export async function saveInterview(db: Database, id: string, changes: InterviewChanges) {
  await db
    .update(gatewayInterviews)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(gatewayInterviews.id, id));
}

export async function interviewsOfPhones(db: Database, phones: string[]) {
  if (phones.length === 0) return [];
  return db.select().from(gatewayInterviews).where(inArray(gatewayInterviews.phone, phones));
}

export async function deleteInterviewsOfPhones(db: Database, phones: string[]) {
  if (phones.length === 0) return 0;
  const rows = await db
    .delete(gatewayInterviews)
    .where(inArray(gatewayInterviews.phone, phones))
    .returning({ id: gatewayInterviews.id });
  return rows.length;
}
