import { randomBytes } from 'node:crypto';
import type { Language, TracerChannel, TracerDisposition } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { defineTask, type SweepDefinition } from '../../platform/jobs/definitions';
import { plainTextMail } from '../../platform/mail';
import { sha256 } from '../../platform/secrets';
import { BASELINE_CONTACTS, BASELINE_JOIN, linkCases } from './tracer.baseline';
import { channelFailed, type EnqueueContact, nextChannel } from './tracer.delivery';
import { caseLanguage } from './tracer.languages';
import { MINOR_WITHOUT_GUARDIAN, minorWithoutGuardian } from './tracer.minors';
import { closeWaves, makeCases, moveCase, query, sentToday } from './tracer.repository';
import { contactKey, isQuiet, parseQuietHours, quietEnd } from './tracer.rules';
import { phoneMessage, sendPhoneMessage } from './tracer.texts';

/*
 * The tracer on the job runner (decision 0018). One sweep a minute, idempotent over the data: it makes the cases of
 * open waves from the rolls, closes the cases of closed waves, links cases to accounts that claimed their roll entry,
 * then (outside quiet hours, under each study's daily cap) claims due cases and, in one transaction per batch,
 * records each contact attempt (unique per case and ladder step) and enqueues one `tracer-contact` job keyed by that
 * attempt. The job decides at its run whether the contact still goes out (case answered, opted out, objection,
 * quiet hours, spending cap) and writes the outcome, in the transaction that marks it done: exactly once.
 */

const BATCH = 500;
/**
 * A sweep takes batches until nothing is due or this long has passed (the next tick, a minute later, goes on):
 * a wave of 100,000 graduates is enqueued over a few ticks rather than in one transaction.
 */
const SWEEP_BUDGET_MS = 40_000;
const ACTIVE: TracerDisposition[] = ['not_contacted', 'contacted', 'no_response', 'partial'];

/** Random, URL-safe, 24 characters: `{PUBLIC_URL}/a/{token}` fits a text message. */
export function newAnswerToken() {
  const token = randomBytes(18).toString('base64url');
  return { token, hash: sha256(token) };
}

const contactPayload = z.object({ contactId: z.uuid() });

export const contactTask = defineTask({
  name: 'tracer-contact',
  payload: contactPayload,
  // The whole effect (attempt, disposition, queued mail, token) is in the database: exactly once.
  transactional: true,
  retry: { limit: 6, delaySeconds: 60, backoff: true },
  // Sent by the thousand: 50 a poll (platform/jobs/definitions.ts).
  batchSize: 50,
  run: (deps, payload, db) => contact(deps, db, payload.contactId),
});

/** A fallback attempt's job, in the transaction that made the attempt (tracer.delivery.ts). */
export const enqueueContact =
  (deps: Pick<Deps, 'jobs'>): EnqueueContact =>
  (tx, contactId) =>
    deps.jobs.enqueue(contactTask, { contactId }, { key: contactId, tx });

interface ContactRow {
  id: string;
  status: string;
  step: number;
  attempt: number;
  channel: TracerChannel;
  failed_channels: string[];
  template: string;
  case_id: string;
  study_id: string;
  institution_id: string;
  disposition: TracerDisposition;
  closes_at: string | Date;
  email: string | null;
  phone: string | null;
  name: string | null;
  account_id: string | null;
  /** The profile's, else the roll's (YYYY-MM-DD). */
  date_of_birth: string | null;
  spending_cap: number | null;
  costs: Record<TracerChannel, number>;
  title: string;
  /** The case's language (tracer.languages.ts): always one of LANGUAGES. */
  language: Language;
}

async function finish(
  db: Database,
  id: string,
  status: string,
  reason: string | null,
  cost = 0,
  sent: { providerMessageId: string; encoding: string; segments: number } | null = null,
) {
  await db.execute(sql`
    update tracer_contacts set status = ${status}, reason = ${reason}, cost = ${cost},
           provider_message_id = ${sent?.providerMessageId ?? null}, encoding = ${sent?.encoding ?? null},
           segments = ${sent?.segments ?? null},
           sent_at = case when ${status} in ('sent', 'handed_over') then now() end
     where id = ${id}`);
}

/** One contact attempt, at its job's run: every rule is checked again here, where it counts. */
export async function contact(deps: Deps, db: Database, contactId: string, now = new Date()) {
  const [row] = await query<ContactRow>(
    db,
    sql`
    select t.id, t.status, t.step, t.attempt, t.channel, t.template, c.id as case_id, c.study_id, c.institution_id,
           c.failed_channels,
           c.disposition, w.closes_at, r.name, coalesce(c.account_id, g.user_id) as account_id,
           ${BASELINE_CONTACTS},
           coalesce(g.date_of_birth, r.date_of_birth)::text as date_of_birth, s.spending_cap, s.costs, s.title,
           ${caseLanguage(sql`coalesce(c.account_id, g.user_id)`)} as language
      from tracer_contacts t
      join tracer_cases c on c.id = t.case_id
      join tracer_waves w on w.id = c.wave_id
      join tracer_studies s on s.id = c.study_id
      left join roll_entries r on r.id = c.roll_entry_id
      left join graduates g on g.id = r.graduate_id
      ${BASELINE_JOIN}
     where t.id = ${contactId}
       for update of t, c`,
  );
  // Done already (a rerun of the job): nothing again.
  if (row?.status !== 'queued') return;

  if (!ACTIVE.includes(row.disposition))
    return finish(db, row.id, 'cancelled', `the case is ${row.disposition.replace('_', ' ')}`);
  if (new Date(row.closes_at) <= now) return finish(db, row.id, 'cancelled', 'the wave closed');
  if (await objected(deps, db, row)) {
    await moveCase(
      db,
      row.case_id,
      ACTIVE,
      'opted_out',
      'on the do-not-contact list',
      sql`, next_step = null, next_contact_at = null`,
    );
    return finish(db, row.id, 'cancelled', 'on the do-not-contact list');
  }
  const quiet = parseQuietHours(deps.config.quietHours);
  if (isQuiet(quiet, now) && row.attempt > 0) {
    // A fallback after a failed channel waits for the end of quiet hours as it is.
    const until = quietEnd(quiet, now);
    await deps.jobs.enqueue(
      contactTask,
      { contactId: row.id },
      {
        key: `${row.id}:${until.toISOString()}`,
        tx: db,
        delaySeconds: (until.getTime() - now.getTime()) / 1000,
      },
    );
    return;
  }
  if (isQuiet(quiet, now)) {
    // Taken up again after quiet hours: the attempt is withdrawn and the case due again then (a new attempt).
    await db.execute(sql`delete from tracer_contacts where id = ${row.id}`);
    await db.execute(sql`
      update tracer_cases set next_step = least(${row.step}::smallint, coalesce(next_step, ${row.step}::smallint)),
             next_contact_at = ${quietEnd(quiet, now)}
       where id = ${row.case_id}`);
    return;
  }
  if (row.failed_channels.includes(row.channel)) {
    // The channel failed this case before (bounce, failure, do-not-disturb): its next channel instead.
    const next = nextChannel(row.channel, row.failed_channels, row);
    if (!next) {
      await moveCase(
        db,
        row.case_id,
        ['not_contacted', 'contacted', 'no_response'],
        'undeliverable',
        `no channel left: ${row.failed_channels.join(', ')} failed`,
        sql`, next_step = null, next_contact_at = null`,
      );
      return finish(db, row.id, 'cancelled', `no channel left: ${row.failed_channels.join(', ')} failed`);
    }
    await db.execute(sql`update tracer_contacts set channel = ${next} where id = ${row.id}`);
    row.channel = next;
  }
  const { token, hash } = newAnswerToken();
  const price = row.costs[row.channel] ?? 0;
  const texted =
    row.channel === 'sms' || row.channel === 'whatsapp'
      ? phoneMessage(deps, row.channel, row.phone, row.template, token, price, row.language)
      : null;
  const cost = texted?.cost ?? price;
  if (row.spending_cap !== null && cost > 0) {
    const [spent] = await query<{ total: number }>(
      db,
      sql`
      select coalesce(sum(cost), 0)::int as total from tracer_contacts
       where study_id = ${row.study_id} and institution_id = ${row.institution_id}`,
    );
    if ((spent?.total ?? 0) + cost > row.spending_cap)
      return finish(db, row.id, 'not_sent', "the institution's spending cap is reached");
  }

  if (await minorWithoutGuardian(db, row.channel, row, now))
    return finish(db, row.id, 'not_sent', MINOR_WITHOUT_GUARDIAN);
  if (row.channel === 'sms' || row.channel === 'whatsapp') {
    if (!texted) {
      if (!row.email)
        await moveCase(
          db,
          row.case_id,
          ['not_contacted', 'contacted'],
          'undeliverable',
          'no e-mail address or phone number on the roll',
          sql`, next_step = null, next_contact_at = null`,
        );
      return finish(db, row.id, 'not_sent', 'no phone number on the roll');
    }
    await db.execute(sql`
      insert into tracer_tokens (token_hash, case_id, expires_at) values (${hash}, ${row.case_id}, ${row.closes_at})`);
    const sent = await sendPhoneMessage(deps, texted, row.case_id);
    if (sent.status === 'sent') {
      await finish(db, row.id, 'sent', null, cost, { ...texted, providerMessageId: sent.providerMessageId });
      await moveCase(
        db,
        row.case_id,
        ['not_contacted'],
        'contacted',
        `${row.template} sent by ${row.channel}`,
      );
      return;
    }
    // Refused at once (a bad number, do-not-disturb): the attempt is marked and the case falls back.
    if ('providerMessageId' in sent)
      await db.execute(
        sql`update tracer_contacts set provider_message_id = ${sent.providerMessageId} where id = ${row.id}`,
      );
    const reason =
      'reason' in sent
        ? sent.reason
        : sent.status === 'rejected_dnd'
          ? 'on the do-not-disturb list'
          : 'refused by the provider';
    await channelFailed(db, enqueueContact(deps), row.id, sent.status, reason);
    return;
  }
  if (row.channel === 'phone') {
    await finish(db, row.id, 'handed_over', 'handed to phone follow-up');
    return;
  }
  if (!row.email) {
    if (!row.phone) {
      await moveCase(
        db,
        row.case_id,
        ['not_contacted', 'contacted'],
        'undeliverable',
        'no e-mail address or phone number on the roll',
        sql`, next_step = null, next_contact_at = null`,
      );
    }
    return finish(db, row.id, 'not_sent', 'no e-mail address on the roll');
  }

  await db.execute(sql`
    insert into tracer_tokens (token_hash, case_id, expires_at) values (${hash}, ${row.case_id}, ${row.closes_at})`);
  await deps.mailer.send(
    invitationMail(deps.config.publicUrl, row.email, row.name ?? 'graduate', row.title, token, row.template),
    { tx: db },
  );
  await finish(db, row.id, 'sent', null, cost);
  await moveCase(db, row.case_id, ['not_contacted'], 'contacted', `${row.template} e-mailed`);
}

async function objected(deps: Deps, db: Database, row: ContactRow): Promise<boolean> {
  const keys: { kind: string; key: string }[] = [];
  if (row.email) keys.push({ kind: 'email', key: contactKey(deps.config.jwtSecret, 'email', row.email) });
  if (row.phone) keys.push({ kind: 'phone', key: contactKey(deps.config.jwtSecret, 'phone', row.phone) });
  if (row.account_id) keys.push({ kind: 'account', key: row.account_id });
  if (keys.length === 0) return false;
  const list = sql.join(
    keys.map((k) => sql`(${k.kind}, ${k.key})`),
    sql`, `,
  );
  const rows = await query(db, sql`select 1 from tracer_objections where (kind, key) in (${list}) limit 1`);
  return rows.length > 0;
}

export function invitationMail(
  publicUrl: string,
  to: string,
  name: string,
  study: string,
  token: string,
  template: string,
) {
  const link = `${publicUrl}/a/${token}`;
  const stop = `${publicUrl}/a/${token}/stop`;
  const opening =
    template === 'reminder'
      ? 'We have not heard from you yet. Your answers count even if you are not working.'
      : 'You graduated from a technical college on our roll. Tell us what you do now: it takes about 5 minutes and needs no account.';
  const text = [
    `Hello ${name},`,
    '',
    opening,
    '',
    `Answer here: ${link}`,
    '',
    `This is the ${study}. Privacy notice: ${publicUrl}/privacy`,
    `To stop these messages: ${stop}`,
  ].join('\n');
  const subject = template === 'reminder' ? `Reminder: ${study}` : `${study}: 5 minutes about your work`;
  return plainTextMail(to, subject, text);
}

/**
 * Claims up to `limit` due cases of a study (skipping those another sweep holds), records each one's attempt at its
 * ladder step (unique per case and step: a rerun adds none) and moves it to its next step, due that many days after
 * the case was made; answers how many were claimed and the attempts made.
 */
function claimAndRecord(studyId: string, now: Date, limit: number) {
  return sql`
    with due as (
      select c.id, c.next_step, c.created_at, c.study_id, c.institution_id
        from tracer_cases c join tracer_waves w on w.id = c.wave_id
       where c.study_id = ${studyId} and c.next_contact_at <= ${now} and c.next_step is not null
         and c.disposition in ('not_contacted', 'contacted', 'no_response', 'partial')
         and w.closes_at > ${now}
       order by c.next_contact_at
       limit ${limit}
         for update of c skip locked
    ),
    made as (
      insert into tracer_contacts (case_id, study_id, institution_id, step, channel, template)
      select d.id, d.study_id, d.institution_id, d.next_step,
             s.ladder -> d.next_step::int ->> 'channel', s.ladder -> d.next_step::int ->> 'template'
        from due d join tracer_studies s on s.id = d.study_id
       where jsonb_array_length(s.ladder) > d.next_step
      on conflict (case_id, step, attempt) do nothing
      returning id
    ),
    moved as (
      update tracer_cases c set
        next_step = case when jsonb_array_length(s.ladder) > d.next_step + 1 then d.next_step + 1 end,
        next_contact_at = case when jsonb_array_length(s.ladder) > d.next_step + 1
          then d.created_at + make_interval(days => (s.ladder -> (d.next_step + 1)::int ->> 'day')::int) end
        from due d join tracer_studies s on s.id = d.study_id
       where c.id = d.id
      returning 1
    )
    select (select count(*) from moved)::int as taken,
           coalesce((select array_agg(id) from made), '{}'::uuid[]) as ids`;
}

/** Due contacts of every study, under each study's daily cap, enqueued keyed by their attempt. */
export async function enqueueDue(deps: Deps, now: Date): Promise<number> {
  const studies = await query<{ id: string; daily_cap: number }>(
    deps.db,
    sql`
    select distinct s.id, s.daily_cap from tracer_studies s
      join tracer_waves w on w.study_id = s.id where w.opens_at <= ${now} and w.closes_at > ${now}`,
  );
  let total = 0;
  const started = Date.now();
  for (const study of studies) {
    while (Date.now() - started < SWEEP_BUDGET_MS) {
      const room = study.daily_cap - (await sentToday(deps.db, study.id, now));
      if (room <= 0) break;
      const taken = await deps.db.transaction(async (tx) => {
        // Claim, record each attempt and move each case to its next step in one statement (a set, not a loop).
        const [claimed] = await query<{ taken: number; ids: string[] }>(
          tx,
          claimAndRecord(study.id, now, Math.min(room, BATCH)),
        );
        for (const contactId of claimed?.ids ?? [])
          await deps.jobs.enqueue(contactTask, { contactId }, { key: contactId, tx });
        return claimed?.taken ?? 0;
      });
      total += taken;
      if (taken === 0) break;
    }
  }
  return total;
}

/** The sweep's whole run; `now` is given by tests. */
export async function runSweep(deps: Deps, now = new Date()) {
  await makeCases(deps.db, now);
  await closeWaves(deps.db, now);
  await linkCases(deps.db);
  if (isQuiet(parseQuietHours(deps.config.quietHours), now)) return;
  await enqueueDue(deps, now);
}

export const tracerSweep: SweepDefinition = {
  name: 'tracer-sweep',
  schedule: { cron: '* * * * *' },
  run: (deps) => runSweep(deps),
};
