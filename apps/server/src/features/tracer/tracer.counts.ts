import type { TracerCounts, TracerDisposition } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { query } from './tracer.repository';
import { countsOf } from './tracer.rules';

/** Counts per wave (and a group key), with `reached`: cases with a contact that went out and did not bounce. */
export async function waveCounts(
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

export const EMPTY_COUNTS = countsOf({}, 0);
