import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPglite } from '../../db/client';

/*
 * Migration 0005 makes a job's state required. Jobs stored before it (state optional and free text) get a
 * state from the list: their own state text, else the last state their address names, else the employer's
 * address state, else Federal Capital Territory. This replays it on a database migrated up to 0004.
 */
const MIGRATIONS = fileURLToPath(new URL('../../db/migrations', import.meta.url));
const BEFORE = '0004_answers_natural_key_job_type_index';

/** A copy of the migrations folder that stops at `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'tvet-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(-1);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migration 0005: every existing job gets a state from the list', () => {
  const client = newPglite();
  const db = drizzle(client);
  const partial = migrationsUpTo(BEFORE);
  const states = new Map<string, string | null>();

  const employer = async (name: string, address: string | null) => {
    const { rows } = await client.query<{ id: string }>(
      `with u as (
         insert into users (user_type, name, username, email, password_hash, address)
         values ('employer', $1, $2, $3, 'x', $4) returning id)
       insert into employers (user_id) select id from u returning id`,
      [name, name.toLowerCase().replace(/\W/g, ''), `${name.replace(/\W/g, '')}@example.ng`, address],
    );
    return rows[0].id;
  };

  beforeAll(async () => {
    await migrate(db, { migrationsFolder: partial });
    const lagosFirm = await employer('Eko Builders', '3 Broad Street|Lagos|Nigeria');
    const unknownFirm = await employer('Nowhere Ltd', null);
    const jobs: [title: string, employerId: string, address: string, state: string | null][] = [
      ['kept', unknownFirm, 'Ikeja', 'Lagos'],
      ['own text, any case', unknownFirm, 'Somewhere', 'lagos state'],
      ['own text, FCT', unknownFirm, 'Garki', 'FCT'],
      ['address ends with the state', unknownFirm, '12 Kano Road, Ikeja, Lagos', null],
      ['address in capitals', unknownFirm, 'PLOT 5, ONITSHA, ANAMBRA STATE', null],
      ['address names Abuja', unknownFirm, 'Wuse 2, Abuja', null],
      ['two-word state', unknownFirm, 'Uyo,  Akwa   Ibom', null],
      ['typed town instead of a state', unknownFirm, 'Port Harcourt, Rivers', 'Port Harcourt'],
      ['Nigeria is not Niger', unknownFirm, 'Head office, Nigeria', null],
      ["the employer's state", lagosFirm, 'Our main yard', null],
      ['nothing to go on', unknownFirm, 'Main market', null],
    ];
    for (const [title, employerId, address, state] of jobs) {
      await client.query(
        `insert into jobs (employer_id, company_name, title, text, address, state, salary, currency,
           field_required, job_type, responsibility, company_overview)
         values ($1, 'Co', $2, 't', $3, $4, 1, 'NGN', 'f', 'full-time', 'r', 'o')`,
        [employerId, title, address, state],
      );
    }
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const { rows } = await client.query<{ title: string; state: string | null }>(
      'select title, state from jobs',
    );
    for (const row of rows) states.set(row.title, row.state);
  });
  afterAll(async () => {
    await client.close();
    rmSync(partial, { recursive: true, force: true });
  });

  it.each([
    ['kept', 'Lagos'],
    ['own text, any case', 'Lagos'],
    ['own text, FCT', 'Federal Capital Territory'],
    ['address ends with the state', 'Lagos'],
    ['address in capitals', 'Anambra'],
    ['address names Abuja', 'Federal Capital Territory'],
    ['two-word state', 'Akwa Ibom'],
    ['typed town instead of a state', 'Rivers'],
    ['Nigeria is not Niger', 'Federal Capital Territory'],
    ["the employer's state", 'Lagos'],
    ['nothing to go on', 'Federal Capital Territory'],
  ])('%s -> %s', (title, state) => {
    expect(states.get(title)).toBe(state);
  });

  // Migration 0027 (issue 22 point 9) later made the state optional too: an address that names no state is kept.
  it('makes the address optional afterwards, and the state optional since 0027', async () => {
    const { rows } = await client.query<{ column_name: string; is_nullable: string }>(
      `select column_name, is_nullable from information_schema.columns
       where table_name = 'jobs' and column_name in ('state', 'address') order by column_name`,
    );
    expect(rows).toEqual([
      { column_name: 'address', is_nullable: 'YES' },
      { column_name: 'state', is_nullable: 'YES' },
    ]);
  });
});
