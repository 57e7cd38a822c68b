import {
  RR_FORMULAS,
  TRACER_EARLY_DAYS,
  TRACER_MESSAGES,
  type TracerAnswerForm,
  type TracerCounts,
  type TracerDisposition,
  type TracerStats,
  type TracerStudy,
  type tracerAnswersSchema,
  type tracerStudyCreateSchema,
  type tracerStudyUpdateSchema,
  type tracerWaveCreateSchema,
} from '@tvet/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { PlatformEvents } from '../../platform/events';
import type { AuthContext } from '../../platform/jwt';
import { type PageRequest, pageOf } from '../../platform/paging';
import { sha256 } from '../../platform/secrets';
import { saveCaseAnswers } from './tracer.answers';
import { moveCase, query } from './tracer.repository';
import { contactKey, countsOf, waveOpening, waveState } from './tracer.rules';

const gone = (msg: string) => new AppError(410, msg);

type StudyCreate = z.output<typeof tracerStudyCreateSchema>;
type StudyUpdate = z.output<typeof tracerStudyUpdateSchema>;
type WaveCreate = z.output<typeof tracerWaveCreateSchema>;
type Answers = z.output<typeof tracerAnswersSchema>;

const iso = (value: unknown) => new Date(value as string).toISOString();
const ACTIVE: TracerDisposition[] = ['not_contacted', 'contacted', 'no_response', 'partial'];
const STOP = sql`, next_step = null, next_contact_at = null`;

interface StudyRow {
  id: string;
  title: string;
  survey_id: string;
  cohorts: number[];
  institution_ids: string[];
  ladder: TracerStudy['ladder'];
  daily_cap: number;
  spending_cap: number | null;
  created_at: string;
}

/** Counts per wave (and a group key), with `reached`: cases with a contact that went out and did not bounce. */
async function waveCounts(
  db: Database,
  where: ReturnType<typeof sql>,
  group: ReturnType<typeof sql> = sql`''`,
): Promise<Map<string, Map<string, TracerCounts>>> {
  const rows = await query<{
    wave_id: string;
    key: string;
    disposition: TracerDisposition;
    n: number;
    reached: number;
  }>(
    db,
    sql`
    select c.wave_id, ${group} as key, c.disposition, count(*)::int as n,
           count(*) filter (where exists (
             select 1 from tracer_contacts t where t.case_id = c.id and t.status in ('sent', 'delivered')))::int as reached
      from tracer_cases c where ${where}
     group by 1, 2, 3`,
  );
  const tally = new Map<
    string,
    Map<string, { by: Partial<Record<TracerDisposition, number>>; reached: number }>
  >();
  for (const row of rows) {
    const wave = tally.get(row.wave_id) ?? new Map();
    tally.set(row.wave_id, wave);
    const cell = wave.get(row.key) ?? { by: {}, reached: 0 };
    wave.set(row.key, cell);
    cell.by[row.disposition] = (cell.by[row.disposition] ?? 0) + row.n;
    cell.reached += row.reached;
  }
  return new Map(
    [...tally].map(([wave, groups]) => [
      wave,
      new Map([...groups].map(([key, cell]) => [key, countsOf(cell.by, cell.reached)])),
    ]),
  );
}

const EMPTY = countsOf({}, 0);

export function createTracerService(deps: Deps) {
  const { db } = deps;

  async function studyRow(id: string): Promise<StudyRow> {
    const [row] = await query<StudyRow>(db, sql`select * from tracer_studies where id = ${id}`);
    if (!row) throw notFound(TRACER_MESSAGES.studyNotFound);
    return row;
  }

  async function studiesOut(rows: StudyRow[]): Promise<TracerStudy[]> {
    if (rows.length === 0) return [];
    const ids = sql.join(
      rows.map((row) => sql`${row.id}`),
      sql`, `,
    );
    const waves = await query<{
      id: string;
      study_id: string;
      cohort: number;
      offset_months: number;
      opens_at: string;
      closes_at: string;
    }>(db, sql`select * from tracer_waves where study_id in (${ids}) order by cohort, offset_months`);
    const counts = await waveCounts(db, sql`c.study_id in (${ids})`);
    const now = new Date();
    return rows.map((row) => ({
      _id: row.id,
      title: row.title,
      survey_id: row.survey_id,
      cohorts: row.cohorts,
      institution_ids: row.institution_ids,
      ladder: row.ladder,
      daily_cap: row.daily_cap,
      spending_cap: row.spending_cap,
      createdAt: iso(row.created_at),
      waves: waves
        .filter((wave) => wave.study_id === row.id)
        .map((wave) => ({
          _id: wave.id,
          cohort: wave.cohort,
          offset_months: wave.offset_months,
          opens_at: iso(wave.opens_at),
          closes_at: iso(wave.closes_at),
          state: waveState({ opensAt: new Date(wave.opens_at), closesAt: new Date(wave.closes_at) }, now),
          ...(counts.get(wave.id)?.get('') ?? EMPTY),
        })),
    }));
  }

  async function checkSurvey(surveyId: string) {
    const [survey] = await query<{ state: string }>(
      db,
      sql`select state from surveys where id = ${surveyId}`,
    );
    if (!survey)
      throw badRequest(TRACER_MESSAGES.surveyNotFound, { survey_id: TRACER_MESSAGES.surveyNotFound });
    if (survey.state !== 'published')
      throw badRequest(TRACER_MESSAGES.surveyNotPublished, { survey_id: TRACER_MESSAGES.surveyNotPublished });
  }

  async function checkInstitutions(ids: string[]) {
    if (ids.length === 0) return;
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const [row] = await query<{ n: number }>(
      db,
      sql`select count(*)::int as n from institutions where id in (${list})`,
    );
    if ((row?.n ?? 0) !== new Set(ids).size)
      throw badRequest(TRACER_MESSAGES.institutionUnknown, {
        institution_ids: TRACER_MESSAGES.institutionUnknown,
      });
  }

  return {
    async list(request: PageRequest) {
      return pageOf(request, {
        rows: ({ limit, offset }) =>
          query<StudyRow>(
            db,
            sql`select * from tracer_studies order by created_at desc, id limit ${limit} offset ${offset}`,
          ).then(studiesOut),
        total: async () =>
          (await query<{ n: number }>(db, sql`select count(*)::int as n from tracer_studies`))[0]?.n ?? 0,
      });
    },

    async read(id: string) {
      const [study] = await studiesOut([await studyRow(id)]);
      return study as TracerStudy;
    },

    async create(auth: AuthContext, input: StudyCreate) {
      await checkSurvey(input.survey_id);
      await checkInstitutions(input.institution_ids);
      const id = await db.transaction(async (tx) => {
        const [study] = await query<{ id: string }>(
          tx,
          sql`
          insert into tracer_studies (title, survey_id, cohorts, institution_ids, ladder, daily_cap, spending_cap,
                                      costs, created_by)
          values (${input.title}, ${input.survey_id},
                  ${sql.raw(`'{${input.cohorts.join(',')}}'::smallint[]`)},
                  ${sql.raw(`'{${input.institution_ids.join(',')}}'::uuid[]`)},
                  ${JSON.stringify(input.ladder)}::jsonb, ${input.daily_cap}, ${input.spending_cap},
                  ${JSON.stringify(input.costs)}::jsonb, ${auth.accountId})
          returning id`,
        );
        const studyId = study?.id as string;
        for (const cohort of new Set(input.cohorts)) {
          for (const months of new Set(input.offsets)) {
            const opens = waveOpening(cohort, input.graduation_day, months);
            const closes = new Date(opens.getTime() + input.window_weeks * 7 * 86_400_000);
            await tx.execute(sql`
              insert into tracer_waves (study_id, cohort, offset_months, opens_at, closes_at)
              values (${studyId}, ${cohort}, ${months}, ${opens}, ${closes})`);
          }
        }
        await audit(tx, {
          actor: auth,
          action: 'tracer_study.create',
          target: { type: 'tracer_study', id: studyId, label: input.title },
          detail: { cohorts: input.cohorts.join(','), survey: input.survey_id },
        });
        return studyId;
      });
      return this.read(id);
    },

    async update(auth: AuthContext, id: string, input: StudyUpdate) {
      await studyRow(id);
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          update tracer_studies set
            title = coalesce(${input.title ?? null}, title),
            ladder = coalesce(${input.ladder ? JSON.stringify(input.ladder) : null}::jsonb, ladder),
            daily_cap = coalesce(${input.daily_cap ?? null}::int, daily_cap),
            spending_cap = case when ${input.spending_cap !== undefined} then ${input.spending_cap ?? null}::int
                                else spending_cap end,
            updated_at = now()
          where id = ${id}`);
        await audit(tx, {
          actor: auth,
          action: 'tracer_study.update',
          target: { type: 'tracer_study', id },
          detail: { fields: Object.keys(input).join(',') },
        });
      });
      return this.read(id);
    },

    async addWave(auth: AuthContext, id: string, input: WaveCreate) {
      await studyRow(id);
      await db.transaction(async (tx) => {
        const made = await query(
          tx,
          sql`
          insert into tracer_waves (study_id, cohort, offset_months, opens_at, closes_at)
          values (${id}, ${input.cohort}, ${input.offset_months}, ${input.opens_at}, ${input.closes_at})
          on conflict (study_id, cohort, offset_months) do nothing returning id`,
        );
        if (made.length === 0) throw conflict(TRACER_MESSAGES.waveExists);
        await audit(tx, {
          actor: auth,
          action: 'tracer_wave.create',
          target: { type: 'tracer_study', id },
          detail: { cohort: input.cohort, offset_months: input.offset_months },
        });
      });
      return this.read(id);
    },

    /** The console's figures: per wave and group, by channel, per day; an institution sees only its graduates. */
    async stats(id: string, by: 'institution' | 'programme' | 'sex' | 'state', institutionId?: string) {
      await studyRow(id);
      const scope = institutionId
        ? sql`c.study_id = ${id} and c.institution_id = ${institutionId}`
        : sql`c.study_id = ${id}`;
      const column = {
        institution: sql`c.institution_id::text`,
        programme: sql`c.programme_id::text`,
        sex: sql`c.sex`,
        state: sql`c.state`,
      }[by];
      const counts = await waveCounts(db, scope, column);
      const labels = new Map<string, string>();
      if (by === 'institution' || by === 'programme') {
        // An institution's name is its account's.
        const named =
          by === 'institution'
            ? sql`select i.id::text as id, u.name from institutions i join users u on u.id = i.user_id`
            : sql`select p.id::text as id, p.name from programmes p`;
        const ids = by === 'institution' ? sql`c.institution_id` : sql`c.programme_id`;
        const rows = await query<{ id: string; name: string }>(
          db,
          sql`select * from (${named}) t where t.id in (select distinct ${ids}::text from tracer_cases c where ${scope})`,
        );
        for (const row of rows) labels.set(row.id, row.name);
      }
      const channels = await query<{ wave_id: string; channel: string; status: string; count: number }>(
        db,
        sql`select c.wave_id, t.channel, t.status, count(*)::int as count
              from tracer_contacts t join tracer_cases c on c.id = t.case_id where ${scope}
             group by 1, 2, 3 order by 2, 3`,
      );
      const perDay = await query<{ wave_id: string; day: string; responses: number }>(
        db,
        sql`select c.wave_id, to_char(date_trunc('day', c.responded_at), 'YYYY-MM-DD') as day, count(*)::int as responses
              from tracer_cases c where ${scope} and c.responded_at is not null
             group by 1, 2 order by 2`,
      );
      const waves = await query<{ id: string }>(
        db,
        sql`select id from tracer_waves where study_id = ${id} order by cohort, offset_months`,
      );
      // Answers by link to the questions tagged with an outcome indicator, by the option's code.
      const earlyLate = await query<{
        wave_id: string;
        indicator: string;
        code: string;
        early: number;
        late: number;
      }>(
        db,
        sql`select c.wave_id, q.indicator, coalesce(o ->> 'code', o ->> 'text') as code,
                   count(*) filter (where c.responded_at < c.created_at + make_interval(days => ${TRACER_EARLY_DAYS}))::int as early,
                   count(*) filter (where c.responded_at >= c.created_at + make_interval(days => ${TRACER_EARLY_DAYS}))::int as late
              from tracer_cases c
              join tracer_answers a on a.case_id = c.id
              join survey_questions q on q.id = a.question_id and q.indicator is not null
              cross join lateral jsonb_array_elements(q.options) o
             where ${scope} and c.responded_at is not null and o ->> '_id' = a.option_id
             group by 1, 2, 3 order by 2, 3`,
      );
      const bounced = await query<{ roll_entry_id: string; name: string; matric_number: string }>(
        db,
        sql`select distinct r.id as roll_entry_id, r.name, r.matric_number
              from tracer_contacts t join tracer_cases c on c.id = t.case_id
              join roll_entries r on r.id = c.roll_entry_id
             where ${scope} and t.status = 'bounced' order by r.name limit 200`,
      );
      const result: TracerStats = {
        rr: { ...RR_FORMULAS },
        waves: waves.map((wave) => ({
          wave_id: wave.id,
          groups: [...(counts.get(wave.id) ?? new Map<string, TracerCounts>())].map(([key, value]) => ({
            key,
            label: labels.get(key) ?? key,
            ...value,
          })),
          channels: channels
            .filter((row) => row.wave_id === wave.id)
            .map(({ channel, status, count }) => ({ channel, status, count })),
          per_day: perDay
            .filter((row) => row.wave_id === wave.id)
            .map(({ day, responses }) => ({ day, responses })),
          early_late: earlyLate
            .filter((row) => row.wave_id === wave.id)
            .map(({ indicator, code, early, late }) => ({ indicator, code, early, late })),
        })),
        bounced,
      };
      return result;
    },

    /** A bounce the mail provider reported: the attempt is bounced; with no phone left, the case is undeliverable. */
    async recordBounce(contactId: string, reason: string) {
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
    },

    // ---- answering by link

    async form(token: string): Promise<TracerAnswerForm> {
      const found = await caseOfToken(db, token);
      const survey = await surveyOf(db, found.survey_id);
      const answered = await query<{ question_id: string; text: string | null; optionId: string | null }>(
        db,
        sql`select question_id, text, option_id as "optionId" from tracer_answers where case_id = ${found.case_id}`,
      );
      return {
        study_title: found.title,
        wave: { cohort: found.cohort, offset_months: found.offset_months },
        // The privacy notice (issue 25, the privacy feature): its version is recorded once that feature offers it.
        notice: { href: '/privacy', version: null },
        survey,
        answered,
      };
    },

    async answer(token: string, input: Answers): Promise<{ disposition: TracerDisposition }> {
      const found = await caseOfToken(db, token);
      return db.transaction((tx) =>
        saveCaseAnswers(tx, found, input.answers, {
          mode: 'web',
          language: input.language,
          final: input.final,
          how: 'by link',
        }),
      );
    },

    /** The opt-out link: the case's graduate is not contacted again by any study (their contacts are listed). */
    async optOut(token: string): Promise<{ already: boolean }> {
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
    },

    // ---- objection (issue 25)

    async objection(auth: AuthContext) {
      const [row] = await query<{ created_at: string }>(
        db,
        sql`select created_at from tracer_objections where kind = 'account' and key = ${auth.accountId}`,
      );
      return { objected: Boolean(row), since: row ? iso(row.created_at) : null };
    },

    async object(auth: AuthContext) {
      await db.transaction(async (tx) => {
        const [account] = await query<{ email: string; phone: string | null }>(
          tx,
          sql`select email, phone from users where id = ${auth.accountId}`,
        );
        await addObjection(tx, deps.config.jwtSecret, 'settings', {
          emails: account ? [account.email] : [],
          phones: account?.phone ? [account.phone] : [],
          accountId: auth.accountId,
        });
        await stopCases(tx, casesOfAccount(auth.accountId), 'objection from Settings');
      });
      return this.objection(auth);
    },

    async withdraw(auth: AuthContext) {
      const removed = await query(
        db,
        sql`delete from tracer_objections where account_id = ${auth.accountId} and source = 'settings' returning 1`,
      );
      if (removed.length === 0) throw badRequest(TRACER_MESSAGES.noObjection);
      return this.objection(auth);
    },

    /** A person erased their account (data rights): their contacts go on the list as keyed hashes only. */
    async erased(tx: Database, event: PlatformEvents['person.erased']) {
      await addObjection(tx, deps.config.jwtSecret, 'erasure', {
        emails: event.emails,
        phones: event.phones,
        accountId: event.accountId,
      });
      await stopCases(tx, casesOfAccount(event.accountId), 'the person erased their account');
      await tx.execute(sql`update tracer_cases set account_id = null where account_id = ${event.accountId}`);
    },
  };
}

const casesOfAccount = (accountId: string) => sql`(c.account_id = ${accountId} or c.roll_entry_id in (
  select r.id from roll_entries r join graduates g on g.id = r.graduate_id where g.user_id = ${accountId}))`;

/** Every active case matching `where` is opted out and its ladder stops; answers stay. */
async function stopCases(tx: Database, where: ReturnType<typeof sql>, reason: string): Promise<number> {
  const cases = await query<{ id: string }>(
    tx,
    sql`select c.id from tracer_cases c where ${where} and c.disposition not in ('opted_out', 'ineligible')`,
  );
  let moved = 0;
  for (const item of cases) {
    if (
      await moveCase(
        tx,
        item.id,
        [...ACTIVE, 'complete', 'refused', 'undeliverable'],
        'opted_out',
        reason,
        STOP,
      )
    )
      moved += 1;
  }
  return moved;
}

async function addObjection(
  tx: Database,
  secret: string,
  source: string,
  who: { emails: string[]; phones: string[]; accountId: string | null },
): Promise<number> {
  const keys = [
    ...who.emails.map((email) => ({ kind: 'email', key: contactKey(secret, 'email', email) })),
    ...who.phones.map((phone) => ({ kind: 'phone', key: contactKey(secret, 'phone', phone) })),
    ...(who.accountId ? [{ kind: 'account', key: who.accountId }] : []),
  ];
  let added = 0;
  for (const { kind, key } of keys) {
    const rows = await query(
      tx,
      sql`insert into tracer_objections (kind, key, source, account_id)
          values (${kind}, ${key}, ${source}, ${who.accountId}) on conflict (kind, key) do nothing returning 1`,
    );
    added += rows.length;
  }
  return added;
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

async function surveyOf(db: Database, surveyId: string): Promise<TracerAnswerForm['survey']> {
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
