import { sql } from 'drizzle-orm';
import type { PersonalDataHolder } from '../../platform/personal-data';
import { forgetInterviewer } from '../tracer';
import { query } from './interviews.repository';

/** The tracer cases of a graduate: linked to their account, or made from a roll entry their profile claimed. */
const casesOf = (accountId: string) => sql`(c.account_id = ${accountId} or c.roll_entry_id in (
  select r.id from roll_entries r join graduates g on g.id = r.graduate_id where g.user_id = ${accountId}))`;

/**
 * What phone follow-up holds about a person (NDPA s. 34-38). A graduate: the calls made to them (outcome, when,
 * a call-back time, the reason given) and the best time to call them. A staff member: that they are an
 * interviewer, and the calls they made. Erasure of a graduate leaves the calls as anonymous figures (their case
 * loses its link to them in the tracer) and drops the best time; erasure of an interviewer removes them from the
 * list and their assignments, and their calls and entered answers lose their id.
 */
export const interviewsPersonalData: PersonalDataHolder = {
  tables: ['interviewers', 'interview_assignments', 'interview_calls'],
  async export(db, person) {
    const mine = casesOf(person.accountId);
    return {
      interview_calls_to_you: await query(
        db,
        sql`select k.outcome, k.reason, k.callback_at, k.created_at
              from interview_calls k join tracer_cases c on c.id = k.case_id where ${mine} order by k.created_at`,
      ),
      interview_assignments_about_you: await query(
        db,
        sql`select a.best_time, a.callback_at, a.attempts, a.created_at
              from interview_assignments a join tracer_cases c on c.id = a.case_id where ${mine}`,
      ),
      interviewer: await query(
        db,
        sql`select institution_id, created_at from interviewers where account_id = ${person.accountId}`,
      ),
      interview_calls_you_made: await query(
        db,
        sql`select case_id, outcome, created_at from interview_calls
             where interviewer_id = ${person.accountId} order by created_at`,
      ),
    };
  },
  async erase(tx, person) {
    await tx.execute(sql`
      update interview_assignments a set best_time = null from tracer_cases c
       where c.id = a.case_id and ${casesOf(person.accountId)}`);
    await tx.execute(sql`delete from interviewers where account_id = ${person.accountId}`);
    await tx.execute(sql`delete from interview_assignments where interviewer_id = ${person.accountId}`);
    await tx.execute(
      sql`update interview_calls set interviewer_id = null where interviewer_id = ${person.accountId}`,
    );
    await forgetInterviewer(tx, person.accountId);
    return {
      kept: [
        'Phone calls recorded in a tracer study (their outcome and date), kept only as anonymous figures of the study.',
      ],
    };
  },
};
