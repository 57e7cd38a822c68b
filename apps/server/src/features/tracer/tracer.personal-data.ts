import { sql } from 'drizzle-orm';
import type { PersonalDataHolder } from '../../platform/personal-data';
import { query } from './tracer.repository';

/** The cases of a person: linked to their account, or made from a roll entry their graduate profile claimed. */
const casesOf = (accountId: string) => sql`(c.account_id = ${accountId} or c.roll_entry_id in (
  select r.id from roll_entries r join graduates g on g.id = r.graduate_id where g.user_id = ${accountId}))`;

/**
 * What the tracer holds about a person (NDPA s. 34-38): their cases in each wave with the disposition history, the
 * contacts made to them, the answers they gave by link, the contacts they confirmed at the baseline wave (with their
 * alternative contact), and their objection. Erasure keeps the answers and the
 * dispositions as anonymous figures (the case loses its account and roll entry) and keeps the do-not-contact keys,
 * which are keyed hashes, so that no wave contacts them again.
 */
export const tracerPersonalData: PersonalDataHolder = {
  tables: [
    'tracer_cases',
    'tracer_disposition_history',
    'tracer_contacts',
    'tracer_tokens',
    'tracer_answers',
    'tracer_objections',
    'tracer_baselines',
  ],
  async export(db, person) {
    const where = casesOf(person.accountId);
    return {
      tracer_cases: await query(
        db,
        sql`select c.id, s.title as study, w.cohort, w.offset_months, c.disposition, c.mode, c.language,
                   c.phone_language, c.phone_language_at, c.responded_at, c.completed_at, c.created_at
              from tracer_cases c join tracer_studies s on s.id = c.study_id join tracer_waves w on w.id = c.wave_id
             where ${where} order by c.created_at`,
      ),
      tracer_disposition_history: await query(
        db,
        sql`select h.case_id, h.from_disposition, h.to_disposition, h.reason, h.created_at
              from tracer_disposition_history h join tracer_cases c on c.id = h.case_id
             where ${where} order by h.created_at`,
      ),
      tracer_contacts: await query(
        db,
        sql`select t.case_id, t.channel, t.template, t.status, t.reason, t.created_at, t.sent_at
              from tracer_contacts t join tracer_cases c on c.id = t.case_id where ${where} order by t.created_at`,
      ),
      tracer_answers: await query(
        db,
        sql`select a.case_id, q.text as question, a.text, a.option_id, c.mode,
                   a.entered_by as entered_by_interviewer, a.created_at
              from tracer_answers a join tracer_cases c on c.id = a.case_id
              join survey_questions q on q.id = a.question_id where ${where}`,
      ),
      tracer_baselines: await query(
        db,
        sql`select b.case_id, b.email, b.phone, b.whatsapp, b.alt_name, b.alt_relation, b.alt_phone, b.alt_email,
                   b.confirmed_at
              from tracer_baselines b join tracer_cases c on c.id = b.case_id where ${where}`,
      ),
      tracer_objections: await query(
        db,
        sql`select kind, source, created_at from tracer_objections where account_id = ${person.accountId}`,
      ),
    };
  },
  async erase(tx, person) {
    const cases = await query<{ id: string }>(
      tx,
      sql`select c.id from tracer_cases c where ${casesOf(person.accountId)}`,
    );
    const ids = cases.map((row) => row.id);
    if (ids.length > 0) {
      const list = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      await tx.execute(sql`delete from tracer_tokens where case_id in (${list})`);
      await tx.execute(sql`delete from tracer_baselines where case_id in (${list})`);
      await tx.execute(sql`
        update tracer_cases set account_id = null, roll_entry_id = null, next_step = null, next_contact_at = null
         where id in (${list})`);
    }
    await tx.execute(
      sql`update tracer_objections set account_id = null where account_id = ${person.accountId}`,
    );
    return {
      kept: [
        'Your tracer answers and their wave, kept only as anonymous figures (no link back to you).',
        'Keyed hashes of your phone numbers and e-mail addresses on the do-not-contact list, so that no tracer wave or re-uploaded roll contacts you again.',
      ],
    };
  },
};
