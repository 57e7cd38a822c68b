import {
  TRACER_MESSAGES,
  type TracerAnswerForm,
  type TracerDisposition,
  type tracerAnswersSchema,
} from '@tvet/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError, conflict, notFound } from '../../platform/errors';
import { sha256 } from '../../platform/secrets';
import { saveCaseAnswers } from './tracer.answers';
import { showNoticeToCase } from './tracer.notice';
import { addObjection, stopCases } from './tracer.objections';
import { query } from './tracer.repository';

/* Answering by link (issue 26): the form a case's token opens, its answers, and the opt-out link. */

type Answers = z.output<typeof tracerAnswersSchema>;
const gone = (msg: string) => new AppError(410, msg);

export async function linkForm({ db }: Pick<Deps, 'db'>, token: string): Promise<TracerAnswerForm> {
  const found = await caseOfToken(db, token);
  const survey = await surveyOf(db, found.survey_id);
  const answered = await query<{ question_id: string; text: string | null; optionId: string | null }>(
    db,
    sql`select question_id, text, option_id as "optionId" from tracer_answers where case_id = ${found.case_id}`,
  );
  return {
    study_title: found.title,
    wave: { cohort: found.cohort, offset_months: found.offset_months },
    // The privacy notice (issue 25): its current version, recorded for the case (tracer.notice.ts).
    notice: await showNoticeToCase(db, found.case_id),
    survey,
    answered,
  };
}

export async function answerByLink(
  { db }: Pick<Deps, 'db'>,
  token: string,
  input: Answers,
): Promise<{ disposition: TracerDisposition }> {
  const found = await caseOfToken(db, token);
  return db.transaction((tx) =>
    saveCaseAnswers(tx, found, input.answers, {
      mode: 'web',
      language: input.language,
      final: input.final,
      how: 'by link',
    }),
  );
}

/** The opt-out link: the case's graduate is not contacted again by any study (their contacts are listed). */
export async function optOutByLink(
  deps: Pick<Deps, 'db' | 'config'>,
  token: string,
): Promise<{ already: boolean }> {
  const { db } = deps;
  const [found] = await query<{
    case_id: string;
    roll_entry_id: string | null;
    study_id: string;
    disposition: string;
  }>(
    db,
    sql`select c.id as case_id, c.roll_entry_id, c.study_id, c.disposition from tracer_tokens t
          join tracer_cases c on c.id = t.case_id where t.token_hash = ${sha256(token)}`,
  );
  if (!found) throw notFound(TRACER_MESSAGES.linkUnknown);
  return db.transaction(async (tx) => {
    const [entry] = await query<{
      email: string | null;
      phone: string | null;
      account_id: string | null;
    }>(
      tx,
      sql`select r.email, r.phone, g.user_id as account_id from roll_entries r
            left join graduates g on g.id = r.graduate_id where r.id = ${found.roll_entry_id}`,
    );
    const added = await addObjection(tx, deps.config.jwtSecret, 'opt_out_link', {
      emails: entry?.email ? [entry.email] : [],
      phones: entry?.phone ? [entry.phone] : [],
      accountId: entry?.account_id ?? null,
    });
    const moved = await stopCases(
      tx,
      sql`c.study_id = ${found.study_id} and c.roll_entry_id = ${found.roll_entry_id}`,
      'opt-out link',
    );
    return { already: added === 0 && moved === 0 && found.disposition === 'opted_out' };
  });
}

interface TokenCase {
  case_id: string;
  survey_id: string;
  title: string;
  cohort: number;
  offset_months: number;
  disposition: TracerDisposition;
  account_id: string | null;
  expires_at: string;
  used_at: string | null;
}

/** The case a link's token is bound to, or the 4xx that says why the link no longer works. */
async function caseOfToken(db: Database, token: string): Promise<TokenCase> {
  const [found] = await query<TokenCase>(
    db,
    sql`select c.id as case_id, s.survey_id, s.title, w.cohort, w.offset_months, c.disposition, c.account_id,
               t.expires_at, t.used_at
          from tracer_tokens t join tracer_cases c on c.id = t.case_id
          join tracer_waves w on w.id = c.wave_id join tracer_studies s on s.id = c.study_id
         where t.token_hash = ${sha256(token)}`,
  );
  if (!found) throw notFound(TRACER_MESSAGES.linkUnknown);
  if (found.used_at) throw conflict(TRACER_MESSAGES.linkUsed);
  if (new Date(found.expires_at) <= new Date()) throw gone(TRACER_MESSAGES.linkExpired);
  if (['opted_out', 'refused', 'ineligible'].includes(found.disposition))
    throw conflict(TRACER_MESSAGES.caseClosed);
  return found;
}

export async function surveyOf(db: Database, surveyId: string): Promise<TracerAnswerForm['survey']> {
  const [survey] = await query<{ id: string; title: string; text: string }>(
    db,
    sql`select id, title, text from surveys where id = ${surveyId}`,
  );
  const sections = await query<{ id: string; title: string }>(
    db,
    sql`select id, title from survey_sections where survey_id = ${surveyId} order by "order", id`,
  );
  const questions = await query<{
    id: string;
    section_id: string;
    text: string;
    type: string;
    required: boolean;
    options: { _id: string; text: string }[];
  }>(
    db,
    sql`select id, section_id, text, type, required, options from survey_questions
         where survey_id = ${surveyId} order by "order", id`,
  );
  return {
    _id: survey?.id ?? surveyId,
    title: survey?.title ?? '',
    text: survey?.text ?? '',
    sections: sections.map((section) => ({
      _id: section.id,
      title: section.title,
      questions: questions
        .filter((question) => question.section_id === section.id)
        .map((question) => ({
          _id: question.id,
          text: question.text,
          type: question.type,
          required: question.required,
          options: question.options.map((option) => ({ _id: option._id, text: option.text })),
        })),
    })),
  };
}
