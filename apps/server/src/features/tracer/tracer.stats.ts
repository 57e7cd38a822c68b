import { RR_FORMULAS, TRACER_EARLY_DAYS, type TracerCounts, type TracerStats } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { waveCounts } from './tracer.counts';
import { query } from './tracer.repository';
import { studyRow } from './tracer.studies';

/** The console's figures: per wave and group, by channel, per day; an institution sees only its graduates. */
export async function studyStats(
  { db }: Pick<Deps, 'db'>,
  id: string,
  by: 'institution' | 'programme' | 'sex' | 'state',
  institutionId?: string,
): Promise<TracerStats> {
  await studyRow(db, id);
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
  const modes = await query<{
    wave_id: string;
    mode: string;
    complete: number;
    partial: number;
    skipped: number;
  }>(
    db,
    sql`select c.wave_id, c.mode, count(*) filter (where c.disposition = 'complete')::int as complete,
               count(*) filter (where c.disposition = 'partial')::int as partial,
               count(*) filter (where cardinality(c.skipped_questions) > 0)::int as skipped
          from tracer_cases c where ${scope} and c.mode is not null
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
      modes: modes
        .filter((row) => row.wave_id === wave.id)
        .map(({ mode, complete, partial, skipped }) => ({ mode, complete, partial, skipped })),
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
}
