import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INDICATOR_KEYS } from '@tvet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test/harness';

/*
 * outcomes.sql is the one current definition of the outcome figures' write side (issue 21): the migrated database
 * holds exactly it. Running the file on the migrated database (in a transaction rolled back) must leave every
 * outcome function and trigger as it was, compared through pg_get_functiondef / pg_get_triggerdef with runs of
 * white space made one; and the file must name the same functions and triggers as the database holds.
 */

const FILE = readFileSync(path.join(__dirname, 'outcomes.sql'), 'utf8');
const statements = FILE.split('--> statement-breakpoint')
  .map((part) => part.trim())
  .filter((part) => part.replace(/^--.*$/gm, '').trim() !== '');

const rowsOf = (result: unknown) => (result as { rows: Record<string, string>[] }).rows;
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every outcome function and every trigger that runs one, name → definition as PostgreSQL prints it. */
async function definitions(db: Database): Promise<Map<string, string>> {
  const functions = rowsOf(
    await db.execute(sql`
      select p.proname as name, pg_get_functiondef(p.oid) as def
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname like 'outcome\_%'`),
  );
  const triggers = rowsOf(
    await db.execute(sql`
      select t.tgname as name, pg_get_triggerdef(t.oid) as def
      from pg_trigger t join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and p.proname like 'outcome\_%'`),
  );
  return new Map([
    ...functions.map((row) => [`function ${row.name}`, squeeze(row.def)] as const),
    ...triggers.map((row) => [`trigger ${row.name}`, squeeze(row.def)] as const),
  ]);
}

/** The functions and triggers the file makes. */
function namedInFile(): string[] {
  const functions = [...FILE.matchAll(/^CREATE OR REPLACE FUNCTION "(\w+)"/gm)].map(
    (m) => `function ${m[1]}`,
  );
  const triggers = [...FILE.matchAll(/^CREATE (?:CONSTRAINT )?TRIGGER "(\w+)"/gm)].map(
    (m) => `trigger ${m[1]}`,
  );
  return [...functions, ...triggers].sort();
}

let handle: DatabaseHandle;
let migrated: Map<string, string>;

beforeAll(async () => {
  handle = await openTestDatabase();
  migrated = await definitions(handle.db);
});
afterAll(() => handle.close());

describe('the outcome SQL file', () => {
  it('names exactly the outcome functions and triggers the migrations made', () => {
    expect(migrated.size).toBeGreaterThanOrEqual(30);
    expect(namedInFile()).toEqual([...migrated.keys()].sort());
  });

  it('leaves the migrated database as it was when run on it: the file is what the migrations made', async () => {
    const rollback = new Error('rollback');
    let after: Map<string, string> | undefined;
    await handle.db
      .transaction(async (tx) => {
        for (const statement of statements) await tx.execute(sql.raw(statement));
        after = await definitions(tx);
        throw rollback;
      })
      .catch((error) => {
        if (error !== rollback) throw error;
      });
    expect(after).toBeDefined();
    for (const [name, def] of migrated) expect({ name, def: after?.get(name) }).toEqual({ name, def });
    expect(after?.size).toBe(migrated.size);
  });

  it('names every indicator, and only those, where it fills and counts them', () => {
    const body = (name: string) => migrated.get(`function ${name}`) ?? '';
    const filled = new Set(
      [...body('outcome_fact_set').matchAll(/question\.indicator = '(\w+)'/g)].map((m) => m[1]),
    );
    const counted = new Set(
      [...body('outcome_units_refresh').matchAll(/\('(\w+)', c\.\w+/g)].map((m) => m[1]),
    );
    expect([...filled].sort()).toEqual([...INDICATOR_KEYS].sort());
    expect([...counted].sort()).toEqual([...INDICATOR_KEYS].sort());
  });
});
