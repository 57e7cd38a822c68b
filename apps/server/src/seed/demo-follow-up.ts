import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

export interface FollowUpSummary {
  interviewers: number;
  assigned: number;
  calls: number;
}

const HOUR = 3_600_000;

/**
 * Phone follow-up in the demo (issue 28), so /calls, /follow-up and the figures are alive on a first look: the demo
 * staff member (joined to the demo institution if they had none) and one colleague are interviewers; up to twelve
 * of the demo institution's graduates who have not answered the open wave were handed over to the phone and are
 * shared between them; a few were called already (no answer, busy, a call-back tomorrow evening). Runs after
 * seedDemoTracer and the demo portals (the institution's roll and staff room).
 */
export async function seedDemoFollowUp(db: Database, now = Date.now()): Promise<FollowUpSummary> {
  const [institution] = rowsOf(
    await db.execute(sql`select i.id from institutions i join users u on u.id = i.user_id
                          where u.email = 'institution@demo.tvet.ng'`),
  );
  if (!institution) return { interviewers: 0, assigned: 0, calls: 0 };
  const institutionId = String(institution.id);
  await db.execute(sql`
    update staff set institution_id = ${institutionId}
     where institution_id is null and user_id = (select id from users where email = 'staff@demo.tvet.ng')`);
  const people = rowsOf(
    await db.execute(sql`
      select s.user_id from staff s join users u on u.id = s.user_id
       where s.institution_id = ${institutionId}
       order by (u.email = 'staff@demo.tvet.ng') desc, u.email limit 2`),
  ).map((row) => String(row.user_id));
  for (const accountId of people)
    await db.execute(sql`
      insert into interviewers (institution_id, account_id) values (${institutionId}, ${accountId})
      on conflict do nothing`);

  const cases = rowsOf(
    await db.execute(sql`
      select c.id, c.wave_id, c.study_id from tracer_cases c join tracer_waves w on w.id = c.wave_id
        join roll_entries r on r.id = c.roll_entry_id
       where c.institution_id = ${institutionId} and c.disposition = 'contacted' and r.phone is not null
         and w.opens_at <= ${new Date(now)} and w.closes_at > ${new Date(now)}
       order by r.matric_number limit 12`),
  );
  let calls = 0;
  for (const [index, row] of cases.entries()) {
    const caseId = String(row.id);
    const interviewer = people[index % Math.max(people.length, 1)];
    if (!interviewer) break;
    await db.execute(sql`
      insert into tracer_contacts (case_id, study_id, institution_id, step, channel, template, status, reason,
                                   created_at, sent_at)
      values (${caseId}, ${String(row.study_id)}, ${institutionId}, 4, 'phone', 'phone_follow_up', 'handed_over',
              'handed to phone follow-up', ${new Date(now - 2 * 24 * HOUR)}, ${new Date(now - 2 * 24 * HOUR)})
      on conflict (case_id, step, attempt) do nothing`);
    // The first four were called already: no answer, busy, a call-back tomorrow at 18:00 Lagos, no answer.
    const outcome = ['no_answer', 'busy', 'call_back', 'no_answer'][index] ?? null;
    const callbackAt =
      outcome === 'call_back' ? new Date(Math.floor(now / (24 * HOUR) + 1) * 24 * HOUR + 17 * HOUR) : null;
    await db.execute(sql`
      insert into interview_assignments (case_id, interviewer_id, institution_id, wave_id, attempts, callback_at,
                                         best_time, created_at)
      values (${caseId}, ${interviewer}, ${institutionId}, ${String(row.wave_id)}, ${outcome ? 1 : 0}, ${callbackAt},
              ${outcome === 'call_back' ? 'Evenings after 6' : null}, ${new Date(now - 2 * 24 * HOUR)})
      on conflict (case_id) do nothing`);
    if (outcome) {
      await db.execute(sql`
        insert into interview_calls (case_id, interviewer_id, institution_id, outcome, callback_at, created_at)
        values (${caseId}, ${interviewer}, ${institutionId}, ${outcome}, ${callbackAt},
                ${new Date(now - (24 - index) * HOUR)})`);
      calls += 1;
    }
  }
  return { interviewers: people.length, assigned: cases.length, calls };
}
