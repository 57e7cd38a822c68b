import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test/harness';
import { WEIGHT_CTES } from './outcomes.repository';

/*
 * The post-stratification weights (docs/decisions/0014-outcome-weighting.md) are computed in SQL, beside the
 * counts; here they run on small hand-computed tables: `frame` is the roll, `units` the respondents, either one
 * row per person (count 1) or counted in cells (the views read the roll and the respondents counted per
 * institution × programme × sex × cohort: several cells per programme and sex).
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

type Cell = [programme: string, sex: string, roll: number, respondents: number];

/** Rows of (programme, sex, count): one per person, or each count split in two cells (two cohorts). */
function rowsOf(cells: [string, string, number][], form: 'people' | 'cells'): [string, string, number][] {
  if (form === 'people')
    return cells.flatMap(([programme, sex, count]) =>
      Array.from({ length: count }, (): [string, string, number] => [programme, sex, 1]),
    );
  return cells.flatMap(([programme, sex, count]) =>
    [Math.floor(count / 2), count - Math.floor(count / 2)]
      .filter((part) => part > 0)
      .map((part): [string, string, number] => [programme, sex, part]),
  );
}

async function weights(
  cells: Cell[],
  stratum = '',
  form: 'people' | 'cells' = 'people',
): Promise<Map<string, number>> {
  const frame = rowsOf(
    cells.map(([programme, sex, roll]) => [programme, sex, roll]),
    form,
  );
  const units = rowsOf(
    cells.map(([programme, sex, , respondents]) => [programme, sex, respondents]),
    form,
  );
  const column = (rows: [string, string, number][], index: 0 | 1 | 2) =>
    sql.param(rows.map((row) => row[index]));
  const result = await database.db.execute(sql`
    with frame as (
      select * from unnest(${column(frame, 0)}::text[], ${column(frame, 1)}::text[], ${column(frame, 2)}::int[])
        as f(programme, sex, graduates)
    ),
    units as (
      select ${stratum}::text as stratum, u.* from unnest(${column(units, 0)}::text[], ${column(units, 1)}::text[],
        ${column(units, 2)}::int[]) as u(programme, sex, respondents)
    ),
    ${WEIGHT_CTES}
    select programme, sex, weight from w`);
  const rows = (result as unknown as { rows: { programme: string; sex: string; weight: number }[] }).rows;
  return new Map(rows.map((row) => [`${row.programme}/${row.sex}`, Number(row.weight)]));
}

describe('post-stratification weights (sex × programme against the roll)', () => {
  it('weights each cell by its roll share over its respondent share (hand-computed table)', async () => {
    // Roll 200: A f 60, A m 40, B f 20, B m 80. Respondents 60: 30, 10, 5, 15.
    // weight = (N_c / N) / (n_c / n): A f (60/200)/(30/60) = 0.6; A m 0.2/(1/6) = 1.2; B f 0.1/(1/12) = 1.2;
    // B m 0.4/0.25 = 1.6.
    const w = await weights([
      ['a', 'female', 60, 30],
      ['a', 'male', 40, 10],
      ['b', 'female', 20, 5],
      ['b', 'male', 80, 15],
    ]);
    expect(w.get('a/female')).toBeCloseTo(0.6, 10);
    expect(w.get('a/male')).toBeCloseTo(1.2, 10);
    expect(w.get('b/female')).toBeCloseTo(1.2, 10);
    expect(w.get('b/male')).toBeCloseTo(1.6, 10);
    // The weighted respondents have the roll's mix and add up to the respondents.
    const total = 30 * 0.6 + 10 * 1.2 + 5 * 1.2 + 15 * 1.6;
    expect(total).toBeCloseTo(60, 10);
    expect((30 * 0.6) / total).toBeCloseTo(60 / 200, 10);
  });

  it('merges a cell without respondents into its programme, and leaves out a programme without any', async () => {
    // A: both sexes answered. C: men on the roll but no man answered -> C's women weigh for all of C (20/4).
    // D: nobody answered -> left out; shares are over A + C (roll 120, respondents 44).
    const w = await weights([
      ['a', 'female', 60, 30],
      ['a', 'male', 40, 10],
      ['c', 'female', 10, 4],
      ['c', 'male', 10, 0],
      ['d', 'female', 30, 0],
      ['d', 'male', 20, 0],
    ]);
    const scale = 44 / 120;
    expect(w.get('a/female')).toBeCloseTo(2 * scale, 10);
    expect(w.get('a/male')).toBeCloseTo(4 * scale, 10);
    expect(w.get('c/female')).toBeCloseTo(5 * scale, 10);
    expect(w.has('c/male')).toBe(false);
    expect(w.has('d/female')).toBe(false);
    const total = 30 * (w.get('a/female') ?? 0) + 10 * (w.get('a/male') ?? 0) + 4 * (w.get('c/female') ?? 0);
    expect(total).toBeCloseTo(44, 10);
    // C (20 of the 120 covered on the roll) weighs 20/120 of the weighted respondents.
    expect((4 * (w.get('c/female') ?? 0)) / total).toBeCloseTo(20 / 120, 10);
  });

  it('gives weight 1 when the respondents mirror the roll; no respondents, no weights', async () => {
    const w = await weights([
      ['a', 'female', 50, 10],
      ['a', 'male', 25, 5],
    ]);
    expect(w.get('a/female')).toBeCloseTo(1, 10);
    expect(w.get('a/male')).toBeCloseTo(1, 10);
    expect((await weights([['a', 'male', 9, 0]])).size).toBe(0);
  });

  it('gives the same weights from counted cells as from one row per person', async () => {
    const tables: Cell[][] = [
      [
        ['a', 'female', 60, 30],
        ['a', 'male', 40, 10],
        ['b', 'female', 20, 5],
        ['b', 'male', 80, 15],
      ],
      [
        ['a', 'female', 60, 30],
        ['a', 'male', 40, 11],
        ['c', 'female', 11, 4],
        ['c', 'male', 10, 0],
        ['d', 'female', 31, 0],
      ],
    ];
    for (const table of tables) {
      const people = await weights(table, 'round', 'people');
      const cells = await weights(table, 'round', 'cells');
      expect([...cells.keys()].sort()).toEqual([...people.keys()].sort());
      for (const [key, weight] of people) expect(cells.get(key), key).toBeCloseTo(weight, 12);
    }
  });
});
