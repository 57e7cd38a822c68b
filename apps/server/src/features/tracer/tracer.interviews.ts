import type {
  ChannelMode,
  DeliveryStatus,
  GatewayChannel,
  Language,
  TracerDisposition,
} from '@tvet/contract';
import { isLanguage, normalisePhone } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { ChannelAnswer, InterviewCase, InterviewPort } from '../../platform/ports';
import { rollPhoneE164 } from '../institutions';
import { saveCaseAnswers } from './tracer.answers';
import { deliveryReported } from './tracer.delivery';
import { caseLanguage, chooseCaseLanguage } from './tracer.languages';
import { addObjection, stopCases } from './tracer.objections';
import { query } from './tracer.repository';
import { contactKey } from './tracer.rules';
import { enqueueContact } from './tracer.sweep';
import { tracerTemplates } from './tracer.texts';

/*
 * The tracer's side of the phone channels (issue 27): the `interviews` port the gateway's interview engine calls
 * (platform/ports.ts). A phone number is matched to the roll by its national form (+234…); answers go through
 * saveCaseAnswers with the channel as the mode; STOP writes the objection (source 'stop') and opts the person
 * out of the study; delivery reports move the case to its next channel (tracer.delivery.ts).
 */

type InterviewDeps = Pick<Deps, 'db' | 'config' | 'jobs'>;
const OPEN: TracerDisposition[] = ['not_contacted', 'contacted', 'no_response', 'partial', 'undeliverable'];
/** A complete case is still found, so a caller hears they answered already; its answers stay one per question. */
const REACHABLE: TracerDisposition[] = [...OPEN, 'complete'];
const HOW: Record<ChannelMode, string> = { ussd: 'by USSD', sms: 'by text message', whatsapp: 'by WhatsApp' };

/** A roll's phone in the form the networks give (+234…): the indexed expression (roll_entries_phone_e164_idx). */
const rollPhone = rollPhoneE164('r');

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Whether this phone is on the do-not-contact list: it sent STOP, or its owner objected or erased their account. */
export async function phoneOptedOut(deps: Pick<Deps, 'db' | 'config'>, phone: string): Promise<boolean> {
  const normal = normalisePhone(phone);
  if (!normal) return false;
  const objected = await query(
    deps.db,
    sql`select 1 from tracer_objections where kind = 'phone' and key = ${contactKey(deps.config.jwtSecret, 'phone', normal)}`,
  );
  return objected.length > 0;
}

/** The case of an open wave this phone is on the roll for (open cases first); none when it objected. */
export async function findCaseForPhone(deps: InterviewDeps, phone: string): Promise<InterviewCase | null> {
  const normal = normalisePhone(phone);
  if (!normal || (await phoneOptedOut(deps, normal))) return null;
  const [found] = await query<{ case_id: string; study_id: string; survey_id: string; language: string }>(
    deps.db,
    sql`select c.id as case_id, c.study_id, s.survey_id, ${caseLanguage(sql`coalesce(c.account_id, g.user_id)`)} as language
          from tracer_cases c join roll_entries r on r.id = c.roll_entry_id
          left join graduates g on g.id = r.graduate_id
          join tracer_waves w on w.id = c.wave_id join tracer_studies s on s.id = c.study_id
         where r.phone is not null and ${rollPhone} = ${normal}
           and c.disposition in (${list(REACHABLE)}) and w.opens_at <= now() and w.closes_at > now()
         order by (c.disposition = 'complete'), w.opens_at desc, c.created_at desc limit 1`,
  );
  if (!found) return null;
  const language: Language = isLanguage(found.language) ? found.language : 'en';
  return { caseRef: found.case_id, studyRef: found.study_id, surveyId: found.survey_id, language };
}

/** The last 4 characters of the case's matric number (case-blind, spaces ignored); no year of birth is on a roll. */
export async function checkIdentity({ db }: Pick<Deps, 'db'>, caseRef: string, answer: string) {
  const [entry] = await query<{ matric_number: string; birth_year: number | null }>(
    db,
    sql`select r.matric_number, extract(year from r.date_of_birth)::int as birth_year
          from tracer_cases c join roll_entries r on r.id = c.roll_entry_id where c.id = ${caseRef}`,
  );
  const given = answer.replace(/\s+/g, '').toUpperCase();
  const matric = entry?.matric_number.replace(/\s+/g, '').toUpperCase() ?? '';
  if (given.length !== 4) return false;
  // The roll's year of birth, where the institution gave one (issue 25), or the matric number's last 4 characters.
  if (entry?.birth_year != null && given === String(entry.birth_year)) return true;
  return matric.length >= 4 && given === matric.slice(-4);
}

/** Answers from a phone channel, stored as every channel's are, with the questions the channel could not ask. */
export async function saveChannelAnswers(
  { db }: Pick<Deps, 'db'>,
  caseRef: string,
  answers: readonly ChannelAnswer[],
  mode: ChannelMode,
  outcome: { complete: boolean; skipped: readonly string[]; language: Language },
) {
  await db.transaction(async (tx) => {
    const [found] = await query<{
      case_id: string;
      survey_id: string;
      disposition: TracerDisposition;
      account_id: string | null;
    }>(
      tx,
      sql`select c.id as case_id, s.survey_id, c.disposition, c.account_id
            from tracer_cases c join tracer_studies s on s.id = c.study_id where c.id = ${caseRef} for update of c`,
    );
    // A case closed meanwhile (opted out, refused) keeps no new answers.
    if (!found || !REACHABLE.includes(found.disposition)) return;
    await saveCaseAnswers(
      tx,
      found,
      answers.map((answer) => ({
        question_id: answer.questionId,
        text: answer.text ?? null,
        optionId: answer.optionId ?? null,
      })),
      {
        mode,
        language: outcome.language,
        final: outcome.complete,
        how: HOW[mode],
        skipped: outcome.skipped,
      },
    );
    await tx.execute(sql`
      update tracer_cases set skipped_questions = array(select jsonb_array_elements_text(${JSON.stringify(outcome.skipped)}::jsonb))
       where id = ${found.case_id}`);
  });
}

/**
 * STOP on a phone channel: the phone goes on the do-not-contact list (source 'stop'), and the person's cases in
 * the study (every case of the phone when no case is known) are opted out, their queued messages cancelled.
 */
export async function optOutByPhone(
  deps: InterviewDeps,
  target: { caseRef: string } | { phone: string },
  channel: GatewayChannel,
) {
  await deps.db.transaction(async (tx) => {
    let phone: string | null;
    let where: ReturnType<typeof sql>;
    if ('caseRef' in target) {
      const [kase] = await query<{ study_id: string; phone: string | null }>(
        tx,
        sql`select c.study_id, r.phone from tracer_cases c left join roll_entries r on r.id = c.roll_entry_id
             where c.id = ${target.caseRef}`,
      );
      if (!kase) return;
      phone = kase.phone ? normalisePhone(kase.phone) : null;
      where = phone
        ? sql`c.study_id = ${kase.study_id} and (c.id = ${target.caseRef} or c.roll_entry_id in (
                select r.id from roll_entries r where r.phone is not null and ${rollPhone} = ${phone}))`
        : sql`c.id = ${target.caseRef}`;
    } else {
      phone = normalisePhone(target.phone);
      if (!phone) return;
      where = sql`c.roll_entry_id in (select r.id from roll_entries r where r.phone is not null and ${rollPhone} = ${phone})`;
    }
    if (phone)
      await addObjection(tx, deps.config.jwtSecret, 'stop', { emails: [], phones: [phone], accountId: null });
    await stopCases(
      tx,
      where,
      `STOP by ${channel === 'ussd' ? 'USSD' : channel === 'sms' ? 'text message' : 'WhatsApp'}`,
    );
    await tx.execute(sql`update tracer_contacts t set status = 'cancelled', reason = 'the person sent STOP'
                          from tracer_cases c where c.id = t.case_id and t.status = 'queued' and ${where}`);
  });
}

/** The tracer's `interviews` port, bound to the process's dependencies. */
export function createTracerInterviews(deps: Deps): InterviewPort {
  return {
    findCaseForPhone: (phone) => findCaseForPhone(deps, phone),
    checkIdentity: (caseRef, answer) => checkIdentity(deps, caseRef, answer),
    saveAnswers: (caseRef, answers, mode, outcome) =>
      saveChannelAnswers(deps, caseRef, answers, mode, outcome),
    optOut: (target, channel) => optOutByPhone(deps, target, channel),
    chooseLanguage: (caseRef, language) => chooseCaseLanguage(deps.db, caseRef, language),
    templates: tracerTemplates,
    deliveryReported: (providerMessageId: string, status: DeliveryStatus) =>
      deliveryReported(deps, enqueueContact(deps), providerMessageId, status),
  };
}
