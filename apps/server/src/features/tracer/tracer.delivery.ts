import type { DeliveryStatus, TracerChannel, TracerDisposition } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { BASELINE_CONTACTS, BASELINE_JOIN } from './tracer.baseline';
import { moveCase, query } from './tracer.repository';

/*
 * What the providers report about messages the tracer sent (issues 26, 27): an e-mail bounce, a text message or
 * WhatsApp message that failed or was rejected by the do-not-disturb list. The attempt is marked, the channel is
 * remembered on the case, and the case falls back at once to its next channel that has an address and has not
 * failed; a case with no channel left is undeliverable and its ladder stops.
 */

const STOP = sql`, next_step = null, next_contact_at = null`;

/** Where a case goes when a channel fails, in order. The phone follow-up (a person calling) is not a fallback. */
export const FALLBACK: Record<Exclude<TracerChannel, 'phone'>, Exclude<TracerChannel, 'phone'>[]> = {
  sms: ['whatsapp', 'email'],
  whatsapp: ['sms', 'email'],
  email: ['sms', 'whatsapp'],
};

/** Enqueues the contact job of a new (fallback) attempt in the caller's transaction. */
export type EnqueueContact = (tx: Database, contactId: string) => Promise<unknown>;

/** The first channel after `failed` the case can still be reached on, or null. */
export function nextChannel(
  failed: TracerChannel,
  done: readonly string[],
  address: { email: string | null; phone: string | null },
): TracerChannel | null {
  if (failed === 'phone') return null;
  const has = (channel: TracerChannel) =>
    channel === 'email' ? Boolean(address.email) : Boolean(address.phone);
  return FALLBACK[failed].find((channel) => !done.includes(channel) && has(channel)) ?? null;
}

/**
 * A contact attempt failed for good (`status`: bounced, failed, rejected_dnd): marks it, and moves the case to its
 * next channel (a new attempt at the same ladder step, enqueued now) or, with none left, to undeliverable.
 */
export async function channelFailed(
  tx: Database,
  enqueue: EnqueueContact,
  contactId: string,
  status: 'bounced' | 'failed' | 'rejected_dnd',
  reason: string,
): Promise<{ next: TracerChannel | null } | null> {
  const [attempt] = await query<{
    case_id: string;
    study_id: string;
    institution_id: string;
    step: number;
    attempt: number;
    channel: TracerChannel;
    template: string;
  }>(
    tx,
    sql`update tracer_contacts set status = ${status}, reason = ${reason}
         where id = ${contactId} and status in ('queued', 'sent', 'delivered')
        returning case_id, study_id, institution_id, step, attempt, channel, template`,
  );
  if (!attempt) return null;
  // Where the case can still be written to: the baseline's confirmed contacts, the roll's, and the alternative
  // contact the graduate gave (BASELINE_CONTACTS reads the alternative e-mail once their own address bounced).
  const [address] = await query<{ email: string | null; phone: string | null; alt_untried: boolean }>(
    tx,
    sql`select ${BASELINE_CONTACTS},
               (b.alt_email is not null and not exists (
                  select 1 from tracer_contacts x where x.case_id = c.id and x.channel = 'email'
                     and x.status = 'bounced' and x.id <> ${contactId})) as alt_untried
          from tracer_cases c left join roll_entries r on r.id = c.roll_entry_id
          ${BASELINE_JOIN}
         where c.id = ${attempt.case_id}`,
  );
  // A first bounce with an alternative e-mail on file: e-mail has not failed yet; this step and the next ones go
  // to the alternative address.
  const toAlternative = attempt.channel === 'email' && Boolean(address?.alt_untried);
  const [kase] = await query<{ disposition: TracerDisposition; failed_channels: string[] }>(
    tx,
    sql`update tracer_cases c set failed_channels = case
              when ${toAlternative} or ${attempt.channel} = any(c.failed_channels) then c.failed_channels
              else array_append(c.failed_channels, ${attempt.channel}::text) end
         where c.id = ${attempt.case_id}
        returning c.disposition, c.failed_channels`,
  );
  if (!kase || !['not_contacted', 'contacted', 'no_response', 'partial'].includes(kase.disposition))
    return { next: null };
  const next = toAlternative
    ? 'email'
    : nextChannel(attempt.channel, kase.failed_channels, address ?? { email: null, phone: null });
  if (!next) {
    await moveCase(
      tx,
      attempt.case_id,
      ['not_contacted', 'contacted', 'no_response'],
      'undeliverable',
      `no channel left: ${attempt.channel} ${status.replace('_', ' ')} (${reason})`,
      STOP,
    );
    return { next: null };
  }
  const [made] = await query<{ id: string }>(
    tx,
    sql`insert into tracer_contacts (case_id, study_id, institution_id, step, attempt, channel, template)
        values (${attempt.case_id}, ${attempt.study_id}, ${attempt.institution_id}, ${attempt.step},
                ${attempt.attempt + 1}, ${next}, ${attempt.template})
        on conflict (case_id, step, attempt) do nothing returning id`,
  );
  if (made) await enqueue(tx, made.id);
  return { next };
}

/** A bounce the mail provider reported: the attempt is bounced and the case falls back to a phone channel. */
export async function recordBounce(
  { db }: Pick<Deps, 'db'>,
  enqueue: EnqueueContact,
  contactId: string,
  reason: string,
) {
  await db.transaction(async (tx) => {
    const [sent] = await query(
      tx,
      sql`select 1 from tracer_contacts where id = ${contactId} and status in ('sent', 'delivered')`,
    );
    if (!sent) throw notFound('No sent message with this id');
    await channelFailed(tx, enqueue, contactId, 'bounced', `e-mail bounced: ${reason}`);
  });
}

/** A delivery report for a text or WhatsApp message, by the provider's message id; unknown ids change nothing. */
export async function deliveryReported(
  { db }: Pick<Deps, 'db'>,
  enqueue: EnqueueContact,
  providerMessageId: string,
  status: DeliveryStatus,
) {
  if (status === 'sent') return;
  await db.transaction(async (tx) => {
    const [contact] = await query<{ id: string }>(
      tx,
      sql`select id from tracer_contacts where provider_message_id = ${providerMessageId}
             and channel in ('sms', 'whatsapp') and status in ('sent', 'delivered') for update`,
    );
    if (!contact) return;
    if (status === 'delivered') {
      await tx.execute(
        sql`update tracer_contacts set status = 'delivered' where id = ${contact.id} and status = 'sent'`,
      );
      return;
    }
    const reason =
      status === 'rejected_dnd' ? 'rejected: the number is on the do-not-disturb list' : 'not delivered';
    await channelFailed(tx, enqueue, contact.id, status, reason);
  });
}
