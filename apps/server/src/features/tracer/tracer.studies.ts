import {
  TRACER_MESSAGES,
  type TracerStudy,
  type tracerStudyCreateSchema,
  type tracerStudyUpdateSchema,
  type tracerWaveCreateSchema,
} from '@tvet/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { audit } from '../../platform/audit';
import type { Deps } from '../../platform/deps';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/jwt';
import { type PageRequest, pageOf } from '../../platform/paging';
import { EMPTY_COUNTS, waveCounts } from './tracer.counts';
import { query } from './tracer.repository';
import { waveOpening, waveState } from './tracer.rules';

/* Tracer studies and their waves, as the administrators define them (issue 26). */

type StudyCreate = z.output<typeof tracerStudyCreateSchema>;
type StudyUpdate = z.output<typeof tracerStudyUpdateSchema>;
type WaveCreate = z.output<typeof tracerWaveCreateSchema>;
type StudyDeps = Pick<Deps, 'db'>;

export const iso = (value: unknown) => new Date(value as string).toISOString();

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

/** The study's row, or 404. */
export async function studyRow(db: Database, id: string): Promise<StudyRow> {
  const [row] = await query<StudyRow>(db, sql`select * from tracer_studies where id = ${id}`);
  if (!row) throw notFound(TRACER_MESSAGES.studyNotFound);
  return row;
}

async function studiesOut(db: Database, rows: StudyRow[]): Promise<TracerStudy[]> {
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
        ...(counts.get(wave.id)?.get('') ?? EMPTY_COUNTS),
      })),
  }));
}

async function checkSurvey(db: Database, surveyId: string) {
  const [survey] = await query<{ state: string }>(db, sql`select state from surveys where id = ${surveyId}`);
  if (!survey)
    throw badRequest(TRACER_MESSAGES.surveyNotFound, { survey_id: TRACER_MESSAGES.surveyNotFound });
  if (survey.state !== 'published')
    throw badRequest(TRACER_MESSAGES.surveyNotPublished, { survey_id: TRACER_MESSAGES.surveyNotPublished });
}

async function checkInstitutions(db: Database, ids: string[]) {
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

export async function listStudies({ db }: StudyDeps, request: PageRequest) {
  return pageOf(request, {
    rows: ({ limit, offset }) =>
      query<StudyRow>(
        db,
        sql`select * from tracer_studies order by created_at desc, id limit ${limit} offset ${offset}`,
      ).then((rows) => studiesOut(db, rows)),
    total: async () =>
      (await query<{ n: number }>(db, sql`select count(*)::int as n from tracer_studies`))[0]?.n ?? 0,
  });
}

export async function readStudy({ db }: StudyDeps, id: string): Promise<TracerStudy> {
  const [study] = await studiesOut(db, [await studyRow(db, id)]);
  return study as TracerStudy;
}

export async function createStudy(deps: StudyDeps, auth: AuthContext, input: StudyCreate) {
  const { db } = deps;
  await checkSurvey(db, input.survey_id);
  await checkInstitutions(db, input.institution_ids);
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
  return readStudy(deps, id);
}

export async function updateStudy(deps: StudyDeps, auth: AuthContext, id: string, input: StudyUpdate) {
  const { db } = deps;
  await studyRow(db, id);
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
  return readStudy(deps, id);
}

export async function addWave(deps: StudyDeps, auth: AuthContext, id: string, input: WaveCreate) {
  const { db } = deps;
  await studyRow(db, id);
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
  return readStudy(deps, id);
}
