import { type TracerAnswerForm, type TracerDisposition, translationKey } from '@tvet/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { moveCase, query } from './tracer.repository';

/*
 * What phone follow-up (issue 28, the interviews feature) asks of the tracer: the cases the reminder ladder handed
 * over to phone follow-up (a `tracer_contacts` row on channel 'phone' with status 'handed_over'), one case with its
 * wave and questionnaire, and the disposition moves a call's outcome makes, by the tracer's own rules (moveCase,
 * with the history). No NIN is read here: an interviewer sees the roll's name, phone, programme and cohort only.
 */

/** Dispositions of a case still waiting for an answer: the ones an interviewer may call. */
export const CALLABLE: readonly TracerDisposition[] = [
  'not_contacted',
  'contacted',
  'no_response',
  'partial',
];
const callableList = () =>
  sql.join(
    CALLABLE.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Open waves with cases of an institution handed over to phone follow-up and still callable, with how many of its
 * cases were handed over (whatever became of them since).
 */
export async function followUpWaves(db: Database, institutionId: string, now = new Date()) {
  return query<{
    wave_id: string;
    study_title: string;
    cohort: number;
    offset_months: number;
    closes_at: Date | string;
    handed_over: number;
  }>(
    db,
    sql`select w.id as wave_id, s.title as study_title, w.cohort, w.offset_months, w.closes_at,
               count(distinct c.id)::int as handed_over
          from tracer_waves w join tracer_studies s on s.id = w.study_id
          join tracer_cases c on c.wave_id = w.id and c.institution_id = ${institutionId}
          join tracer_contacts t on t.case_id = c.id and t.channel = 'phone' and t.status = 'handed_over'
         where w.opens_at <= ${now} and w.closes_at > ${now}
         group by w.id, s.title, w.cohort, w.offset_months, w.closes_at
        having count(*) filter (where c.disposition in (${callableList()})) > 0
         order by w.closes_at`,
  );
}

export interface HandedOverCase {
  case_id: string;
  wave_id: string;
  programme_id: string;
  cohort: number;
}

/**
 * Handed-over, still callable cases of `institutionId` in the open waves `waveIds`; with `caseIds`, only those (a
 * case outside the institution, the waves or the hand-over is simply not returned: the caller compares).
 */
export async function handedOverCases(
  db: Database,
  institutionId: string,
  waveIds: readonly string[],
  caseIds?: readonly string[],
  now = new Date(),
): Promise<HandedOverCase[]> {
  const list = (ids: readonly string[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
  const only: SQL = caseIds ? sql`and c.id in (${list(caseIds)})` : sql``;
  return query<HandedOverCase>(
    db,
    sql`select c.id as case_id, c.wave_id, c.programme_id, w.cohort
          from tracer_cases c join tracer_waves w on w.id = c.wave_id
         where c.institution_id = ${institutionId} and c.wave_id in (${list(waveIds)}) ${only}
           and w.opens_at <= ${now} and w.closes_at > ${now} and c.disposition in (${callableList()})
           and exists (select 1 from tracer_contacts t
                        where t.case_id = c.id and t.channel = 'phone' and t.status = 'handed_over')
         order by c.programme_id, c.id`,
  );
}

export interface FollowUpCase {
  case_id: string;
  institution_id: string;
  survey_id: string;
  study_title: string;
  disposition: TracerDisposition;
  account_id: string | null;
  name: string;
  phone: string | null;
  programme: string;
  cohort: number;
  closes_at: Date | string;
  wave_open: boolean;
}

/** Cases by id with what an interviewer sees of each (name, phone and programme from the roll; never a NIN). */
export async function followUpCases(
  db: Database,
  caseIds: readonly string[],
  lock = false,
): Promise<FollowUpCase[]> {
  if (caseIds.length === 0) return [];
  return query<FollowUpCase>(
    db,
    sql`select c.id as case_id, c.institution_id, s.survey_id, s.title as study_title, c.disposition, c.account_id,
               coalesce(r.name, 'Erased graduate') as name, r.phone, coalesce(p.name, '') as programme, w.cohort, w.closes_at,
               (w.opens_at <= now() and w.closes_at > now()) as wave_open
          from tracer_cases c join tracer_waves w on w.id = c.wave_id join tracer_studies s on s.id = c.study_id
          left join roll_entries r on r.id = c.roll_entry_id
          left join programmes p on p.id = c.programme_id
         where c.id in (${sql.join(
           caseIds.map((id) => sql`${id}`),
           sql`, `,
         )})
         ${lock ? sql`for update of c` : sql``}`,
  );
}

/**
 * The wave's questionnaire (its sections, questions and options), in `language`'s approved translation text by text
 * (English where a text has none), and the answers the case has so far.
 */
export async function caseQuestionnaire(
  db: Database,
  caseId: string,
  surveyId: string,
  language = 'en',
): Promise<Pick<TracerAnswerForm, 'survey' | 'answered'>> {
  const [translation] =
    language === 'en'
      ? []
      : await query<{ texts: Record<string, string> }>(
          db,
          sql`select texts from survey_translations
               where survey_id = ${surveyId} and language = ${language} and status = 'approved'`,
        );
  const texts = translation?.texts ?? {};
  const say = (key: string, english: string) => texts[key] || english;
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
  const answered = await query<{ question_id: string; text: string | null; optionId: string | null }>(
    db,
    sql`select question_id, text, option_id as "optionId" from tracer_answers where case_id = ${caseId}`,
  );
  return {
    survey: {
      _id: survey?.id ?? surveyId,
      title: survey?.title ?? '',
      text: survey?.text ?? '',
      sections: sections.map((section) => ({
        _id: section.id,
        title: say(translationKey.section(section.id), section.title),
        questions: questions
          .filter((question) => question.section_id === section.id)
          .map((question) => ({
            _id: question.id,
            text: say(translationKey.question(question.id), question.text),
            type: question.type,
            required: question.required,
            options: (question.options ?? []).map((option) => ({
              _id: option._id,
              text: say(translationKey.option(question.id, option._id), option.text),
            })),
          })),
      })),
    },
    answered,
  };
}

const STOP = sql`, next_step = null, next_contact_at = null`;

async function cancelQueued(tx: Database, caseId: string, reason: string) {
  await tx.execute(sql`update tracer_contacts set status = 'cancelled', reason = ${reason}
                        where case_id = ${caseId} and status = 'queued'`);
}

/**
 * Moves a case by the outcome of a phone call, by the rules of the other channels: any call made contacts a case
 * not yet contacted; a wrong number with no e-mail left makes it undeliverable; a refusal or an ineligible
 * graduate closes it and stops the reminder ladder (queued contacts are cancelled). An answered call changes
 * nothing by itself: the answers the interviewer enters move the case (saveCaseAnswers).
 */
export async function moveCaseByCall(
  tx: Database,
  caseId: string,
  outcome: 'answered' | 'no_answer' | 'busy' | 'wrong_number' | 'call_back' | 'refused' | 'ineligible',
  reason: string | null,
): Promise<TracerDisposition> {
  const open: TracerDisposition[] = [...CALLABLE];
  if (outcome === 'refused') {
    await moveCase(tx, caseId, open, 'refused', 'refused on a phone call', STOP);
    await cancelQueued(tx, caseId, 'the graduate refused on the phone');
  } else if (outcome === 'ineligible') {
    await moveCase(tx, caseId, open, 'ineligible', `not eligible (phone call): ${reason ?? ''}`.trim(), STOP);
    await cancelQueued(tx, caseId, 'the graduate is not eligible');
  } else if (outcome === 'wrong_number') {
    const [row] = await query<{ email: string | null }>(
      tx,
      sql`select r.email from tracer_cases c left join roll_entries r on r.id = c.roll_entry_id where c.id = ${caseId}`,
    );
    if (!row?.email)
      await moveCase(
        tx,
        caseId,
        ['not_contacted', 'contacted'],
        'undeliverable',
        'wrong phone number on the roll and no e-mail address',
        STOP,
      );
  } else if (outcome !== 'answered') {
    await moveCase(tx, caseId, ['not_contacted'], 'contacted', `phoned (${outcome.replace('_', ' ')})`);
  } else {
    await moveCase(tx, caseId, ['not_contacted'], 'contacted', 'reached on the phone');
  }
  const [now] = await query<{ disposition: TracerDisposition }>(
    tx,
    sql`select disposition from tracer_cases where id = ${caseId}`,
  );
  return now?.disposition ?? 'contacted';
}

/** Cases and completed cases (all, and those completed by phone) of an institution's waves, or of every one. */
export async function phoneResponseCounts(db: Database, institutionId: string | null) {
  const [row] = await query<{ eligible: number; complete: number; complete_by_phone: number }>(
    db,
    sql`select count(*) filter (where disposition <> 'ineligible')::int as eligible,
               count(*) filter (where disposition = 'complete')::int as complete,
               count(*) filter (where disposition = 'complete' and mode = 'phone')::int as complete_by_phone
          from tracer_cases
         where ${institutionId ? sql`institution_id = ${institutionId}` : sql`true`}`,
  );
  return row ?? { eligible: 0, complete: 0, complete_by_phone: 0 };
}

/** An erased interviewer's id leaves the answers they entered (the answers stay the graduate's). */
export async function forgetInterviewer(tx: Database, accountId: string): Promise<void> {
  await tx.execute(sql`update tracer_answers set entered_by = null where entered_by = ${accountId}`);
}
