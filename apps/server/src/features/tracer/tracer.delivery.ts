import { sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { moveCase, query } from './tracer.repository';

/* What the providers report about messages the tracer sent: bounces (mail) and delivery reports (issue 27). */

const STOP = sql`, next_step = null, next_contact_at = null`;

/** A bounce the mail provider reported: the attempt is bounced; with no phone left, the case is undeliverable. */
export async function recordBounce({ db }: Pick<Deps, 'db'>, contactId: string, reason: string) {
  await db.transaction(async (tx) => {
    const [row] = await query<{ case_id: string; phone: string | null }>(
      tx,
      sql`update tracer_contacts t set status = 'bounced', reason = ${reason}
            from tracer_cases c left join roll_entries r on r.id = c.roll_entry_id
           where t.id = ${contactId} and c.id = t.case_id and t.status in ('sent', 'delivered')
          returning t.case_id, r.phone`,
    );
    if (!row) throw notFound('No sent message with this id');
    if (!row.phone)
      await moveCase(
        tx,
        row.case_id,
        ['contacted', 'not_contacted'],
        'undeliverable',
        `e-mail bounced: ${reason}`,
        STOP,
      );
  });
}
