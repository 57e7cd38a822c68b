import { TRACER_DEFAULT_COSTS, TRACER_DEFAULT_LADDER } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { GRADUATE_TRACER } from './tracer-surveys';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

export interface TracerSummary {
  studyId: string;
  cases: number;
}

const DAY = 86_400_000;

/**
 * The demo country's tracer study (issue 26), so a first look at the console shows a living panel: the graduate
 * tracer asked of the rolls, with one wave closed (the oldest cohort three years on), one open (last year's cohort
 * one year on) and one not yet due (last year's cohort five years on). Cases, contacts and dispositions are written
 * directly and deterministically (by matric number), with invitations, reminders, bounces, opt-outs and answers
 * in the proportions a reminded panel reaches; no demo case is due for a contact, so a start sends no mail.
 */
export async function seedDemoTracer(db: Database, now = Date.now()): Promise<TracerSummary> {
  const thisYear = new Date(now).getUTCFullYear();
  const [survey] = rowsOf(
    await db.execute(
      sql`select id from surveys where title = ${GRADUATE_TRACER.title} order by created_at limit 1`,
    ),
  );
  const [admin] = rowsOf(await db.execute(sql`select id from users where email = 'admin@demo.tvet.ng'`));
  const [study] = rowsOf(
    await db.execute(sql`
      insert into tracer_studies (title, survey_id, cohorts, institution_ids, ladder, daily_cap, spending_cap, costs,
                                  created_by, created_at)
      values ('National graduate tracer', ${survey?.id}, ${sql.raw(`'{${thisYear - 3},${thisYear - 1}}'::smallint[]`)},
              '{}'::uuid[], ${JSON.stringify(TRACER_DEFAULT_LADDER)}::jsonb, 5000, 2000000,
              ${JSON.stringify(TRACER_DEFAULT_COSTS)}::jsonb, ${admin?.id ?? null}, ${new Date(now - 130 * DAY)})
      returning id`),
  );
  const studyId = String(study?.id);
  const wave = async (cohort: number, months: number, opensDaysAgo: number, weeks: number, made: boolean) => {
    const opens = new Date(now - opensDaysAgo * DAY);
    const [row] = rowsOf(
      await db.execute(sql`
        insert into tracer_waves (study_id, cohort, offset_months, opens_at, closes_at, cases_made_at)
        values (${studyId}, ${cohort}, ${months}, ${opens}, ${new Date(opens.getTime() + weeks * 7 * DAY)},
                ${made ? new Date(now) : null})
        returning id`),
    );
    return { id: String(row?.id), opens };
  };
  const closed = await wave(thisYear - 3, 36, 120, 8, true);
  const open = await wave(thisYear - 1, 12, 12, 8, true);
  await wave(thisYear - 1, 60, -1200, 8, false);

  // Shares of 100 by matric number: [complete, partial, opted out, undeliverable, refused]; the rest did not answer
  // (closed: no response; open: contacted, still being reminded in the real ladder).
  let cases = 0;
  for (const [target, cohort, shares, rest] of [
    [closed, thisYear - 3, [62, 4, 2, 4, 1], 'no_response'],
    [open, thisYear - 1, [34, 5, 1, 4, 0], 'contacted'],
  ] as const) {
    const [complete, partial, optedOut, undeliverable, refused] = shares;
    const bounds = {
      complete,
      partial: complete + partial,
      opted: complete + partial + optedOut,
      undeliverable: complete + partial + optedOut + undeliverable,
      refused: complete + partial + optedOut + undeliverable + refused,
    };
    // Most answer in the first days after a message, fewer later (an early-versus-late split to compare).
    const answeredAt = sql`least(${target.opens}::timestamptz + make_interval(days => (r.k % 11)::int * (r.k % 3 + 1)::int,
                                 hours => (r.k % 9)::int), ${new Date(now - 3_600_000)}::timestamptz)`;
    const made = rowsOf(
      await db.execute(sql`
        with ranked as (
          select r.*, (row_number() over (order by r.matric_number) - 1) % 100 as n,
                 row_number() over (order by r.matric_number) as k
            from roll_entries r where r.graduation_year = ${cohort}
        )
        insert into tracer_cases (study_id, wave_id, roll_entry_id, institution_id, programme_id, sex, state,
                                  disposition, mode, language, responded_at, completed_at, created_at)
        select ${studyId}, ${target.id}, r.id, r.institution_id, r.programme_id, r.sex, r.state, d.disposition,
               case when d.disposition in ('complete', 'partial') then 'web' end,
               case when d.disposition in ('complete', 'partial') then 'en' end,
               case when d.disposition in ('complete', 'partial')
                    then ${answeredAt} end,
               case when d.disposition = 'complete'
                    then ${answeredAt} end,
               ${target.opens}
          from ranked r,
               lateral (select case
                 when r.email is null and r.n >= ${bounds.refused} then 'undeliverable'
                 when r.n < ${bounds.complete} then 'complete'
                 when r.n < ${bounds.partial} then 'partial'
                 when r.n < ${bounds.opted} then 'opted_out'
                 when r.n < ${bounds.undeliverable} then 'undeliverable'
                 when r.n < ${bounds.refused} then 'refused'
                 else ${rest} end as disposition) d
        returning id, disposition`),
    );
    cases += made.length;
    // Each case's history, its day-0 invitation (bounced for the undeliverable), the day-0 text message that
    // waits for the gateway, and the reminders of those who did not answer at once.
    await db.execute(sql`
      insert into tracer_disposition_history (case_id, from_disposition, to_disposition, reason, created_at)
      select c.id, 'not_contacted', c.disposition, 'demo data', coalesce(c.responded_at, c.created_at)
        from tracer_cases c where c.wave_id = ${target.id}`);
    await db.execute(sql`
      insert into tracer_contacts (case_id, study_id, institution_id, step, channel, template, status, reason,
                                   created_at, sent_at)
      select c.id, c.study_id, c.institution_id, 0, 'email', 'invitation',
             case when r.email is null then 'not_sent' when c.disposition = 'undeliverable' then 'bounced' else 'sent' end,
             case when r.email is null then 'no e-mail address on the roll'
                  when c.disposition = 'undeliverable' then 'mailbox does not exist' end,
             c.created_at, case when r.email is not null then c.created_at end
        from tracer_cases c join roll_entries r on r.id = c.roll_entry_id where c.wave_id = ${target.id}
      union all
      select c.id, c.study_id, c.institution_id, 1, 'sms', 'invitation', 'not_sent', 'channel not configured',
             c.created_at, null
        from tracer_cases c where c.wave_id = ${target.id}
      union all
      select c.id, c.study_id, c.institution_id, 2, 'email', 'reminder', 'sent', null,
             c.created_at + interval '3 days', c.created_at + interval '3 days'
        from tracer_cases c join roll_entries r on r.id = c.roll_entry_id
       where c.wave_id = ${target.id} and r.email is not null and c.disposition <> 'undeliverable'
         and (c.responded_at is null or c.responded_at > c.created_at + interval '3 days')`);
  }
  return { studyId, cases };
}
