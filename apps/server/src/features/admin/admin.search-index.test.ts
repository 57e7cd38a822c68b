import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createAccount } from '../../seed/accounts.factory';
import { openTestDatabase } from '../../test/harness';
import { accountRows, countAccounts } from './admin.repository';

/*
 * The console's account search reads name, e-mail and username with ILIKE '%text%'; migration 0017 gives each a
 * pg_trgm GIN index (PGlite loads the extension in db/client.ts). With the few rows of a test the planner would
 * read the table anyway, so sequential scans are switched off to see that the indexes serve the search at all;
 * bench/account-search.ts shows the planner choosing them by itself on 300,000 accounts.
 */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  await createAccount(db, { userType: 'graduate', email: 'kemi.oyelaran@example.ng', name: 'Kemi Oyelaran' });
  await createAccount(db, { userType: 'employer', email: 'hr@lekkisolar.example.ng', name: 'Lekki Solar' });
  await createAccount(db, {
    userType: 'mentor',
    email: 'tunde@example.ng',
    username: 'oyelaran_mentor',
    name: 'Tunde Bello',
  });
}, 60_000);
afterAll(() => database.close());

const planOf = async (query: string) => {
  const db = database.db;
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(
      sql.raw(`explain select count(*) from users
                where name ilike '%${query}%' or email ilike '%${query}%' or username ilike '%${query}%'`),
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
};

describe('account search indexes (pg_trgm)', () => {
  it('has the extension and a trigram index on each searched column', async () => {
    const result = (await database.db.execute(
      sql`select indexname from pg_indexes where tablename = 'users' and indexdef like '%gin_trgm_ops%' order by 1`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(result.rows.map((row) => row.indexname)).toEqual([
      'users_email_trgm_idx',
      'users_name_trgm_idx',
      'users_username_trgm_idx',
    ]);
  });

  it('serves a case-blind search of part of a name, an e-mail or a username from the indexes', async () => {
    const plan = await planOf('OYELARAN');
    for (const index of ['users_name_trgm_idx', 'users_email_trgm_idx', 'users_username_trgm_idx'])
      expect(plan).toContain(index);
    const found = await accountRows(database.db, { q: 'OYELARAN' }, { limit: 20, offset: 0 });
    expect(found.map((row) => row.email).sort()).toEqual(['kemi.oyelaran@example.ng', 'tunde@example.ng']);
    expect(await countAccounts(database.db, { q: 'lekkisolar.example' })).toBe(1);
    // Wildcards typed into the box are text, not patterns.
    expect(await countAccounts(database.db, { q: '%' })).toBe(0);
  });
});
