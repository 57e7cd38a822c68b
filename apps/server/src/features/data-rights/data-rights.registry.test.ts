import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test/harness';

/*
 * The personal-data registry (issue 25): every table of the migrated database is either declared by some feature's
 * `personalData.tables` (so an archive exports it and an erasure erases it) or listed below with the reason it holds
 * no one's personal data. A new table fails this test until its feature says which.
 */
const NO_PERSONAL_DATA: Record<string, string> = {
  tracer_studies:
    "a tracer study's settings (its survey, cohorts, ladder, caps); the administrator who made it is named only by account id",
  tracer_waves: "a study's waves: dates and windows, no person",
  survey_translations: "a survey's texts in other languages, written by administrators: no respondent",
  programmes: "an institution's accredited programmes: names, dates and states, about no person",
  roll_mappings: "how an institution's roll columns map to ours: column names, no rows",
  survey_sections: "a questionnaire's sections: the survey's text, no one's answers",
  survey_questions: "a questionnaire's questions: the survey's text, no one's answers",
  outcome_frame_cells:
    'counts of graduates per institution, programme, sex and year: aggregates of ten or more',
  outcome_cells: 'counts of respondents per cell and answer: aggregates, no rows of a person',
  outcome_dirty_users: 'a queue of account ids to recount, emptied by the transaction that fills it',
  outcome_refresh_pending: 'transaction ids waiting for a recount: no person',
  gateway_callbacks: "a provider's message ids already handled (de-duplication): no number, no text, no case",
};

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function tablesInDatabase(): Promise<string[]> {
  const result = await database.db.execute(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
}

const declared = () => FEATURES.flatMap((feature) => [...(feature.personalData?.tables ?? [])]);

describe('the personal-data registry', () => {
  it('accounts for every table: declared by a feature, or listed as holding no personal data with a reason', async () => {
    const tables = await tablesInDatabase();
    expect(tables.length).toBeGreaterThan(30);
    const known = new Set([...declared(), ...Object.keys(NO_PERSONAL_DATA)]);
    const forgotten = tables.filter((table) => !known.has(table));
    expect(
      forgotten,
      'tables no feature declares in its personalData, nor listed in NO_PERSONAL_DATA',
    ).toEqual([]);
  });

  it('names only tables that exist, each once, and never both declared and listed as holding nothing', async () => {
    const tables = new Set(await tablesInDatabase());
    const names = declared();
    expect(names.filter((name) => !tables.has(name))).toEqual([]);
    expect(Object.keys(NO_PERSONAL_DATA).filter((name) => !tables.has(name))).toEqual([]);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(names.filter((name) => name in NO_PERSONAL_DATA)).toEqual([]);
  });
});
