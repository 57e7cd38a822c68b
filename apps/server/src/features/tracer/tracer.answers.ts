import type { TracerDisposition, TracerMode } from '@tvet/contract';
import { TRACER_MESSAGES } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { copyLinkedAnswers, moveCase, query } from './tracer.repository';

/** One answer to one question of the case's questionnaire: an option of a choice question, or typed text. */
export interface CaseAnswer {
  question_id: string;
  text: string | null;
  optionId: string | null;
}

export interface AnswerContext {
  /** How the answers reached us: the web link, a text message, USSD, WhatsApp, or an interviewer on the phone. */
  mode: TracerMode;
  language: string | null;
  /** The respondent says they are done: the case is complete when every required question has an answer. */
  final: boolean;
  /** The interviewer who entered the answers on the graduate's behalf (mode 'phone'); null otherwise. */
  enteredBy?: string | null;
  /** Words for the disposition history, e.g. 'by link', 'by USSD', 'by phone interview'. */
  how: string;
  /**
   * Questions the channel could not ask (a free text on USSD, issue 27): a required one left unanswered there does
   * not keep the case from complete; the case records them (tracer.interviews.ts) so the figures say so.
   */
  skipped?: readonly string[];
}

/**
 * The one way any channel stores a case's answers (issues 26, 27, 28): the answers are upserted per question, the
 * case moves to partial or complete by the tracer's rules, a complete case stops its ladder and spends its links,
 * and a case linked to an account copies its answers into the survey's responses. Runs inside the caller's
 * transaction, so a channel's own bookkeeping commits with it or not at all.
 */
export async function saveCaseAnswers(
  tx: Database,
  found: { case_id: string; survey_id: string; disposition: TracerDisposition; account_id: string | null },
  answers: readonly CaseAnswer[],
  context: AnswerContext,
): Promise<{ disposition: TracerDisposition }> {
  const questions = await query<{ id: string }>(
    tx,
    sql`select id from survey_questions where survey_id = ${found.survey_id}`,
  );
  const known = new Set(questions.map((question) => question.id));
  if (answers.some((answer) => !known.has(answer.question_id)))
    throw badRequest(TRACER_MESSAGES.questionNotInSurvey);
  for (const answer of answers) {
    await tx.execute(sql`
      insert into tracer_answers (case_id, question_id, text, option_id, entered_by)
      values (${found.case_id}, ${answer.question_id}, ${answer.text}, ${answer.optionId}, ${context.enteredBy ?? null})
      on conflict (case_id, question_id) do update
        set text = excluded.text, option_id = excluded.option_id, entered_by = excluded.entered_by,
            updated_at = now(), copied_at = null`);
  }
  const [missing] = await query<{ n: number }>(
    tx,
    sql`select count(*)::int as n from survey_questions q
         where q.survey_id = ${found.survey_id} and q.required
           and not (q.id::text = any(array(select jsonb_array_elements_text(${JSON.stringify(context.skipped ?? [])}::jsonb))))
           and not exists (select 1 from tracer_answers a where a.case_id = ${found.case_id} and a.question_id = q.id)`,
  );
  const complete = context.final && (missing?.n ?? 0) === 0;
  const details = sql`, mode = ${context.mode}, language = ${context.language}, responded_at = coalesce(responded_at, now())`;
  if (complete) {
    await moveCase(
      tx,
      found.case_id,
      ['not_contacted', 'contacted', 'no_response', 'partial', 'undeliverable'],
      'complete',
      `answered every required question ${context.how}`,
      sql`${details}, completed_at = now(), next_step = null, next_contact_at = null`,
    );
    await tx.execute(
      sql`update tracer_tokens set used_at = now() where case_id = ${found.case_id} and used_at is null`,
    );
    await tx.execute(sql`update tracer_contacts set status = 'cancelled', reason = 'the case is complete'
                          where case_id = ${found.case_id} and status = 'queued'`);
  } else if (found.disposition !== 'partial') {
    await moveCase(
      tx,
      found.case_id,
      ['not_contacted', 'contacted', 'no_response', 'undeliverable'],
      'partial',
      `answered part of the questionnaire ${context.how}`,
      details,
    );
  }
  if (found.account_id) await copyLinkedAnswers(tx);
  const [now] = await query<{ disposition: TracerDisposition }>(
    tx,
    sql`select disposition from tracer_cases where id = ${found.case_id}`,
  );
  return { disposition: now?.disposition ?? 'partial' };
}
