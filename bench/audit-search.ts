/**
 * The console's audit log search (actor name or e-mail or record label containing the text, any case, or the
 * record's id) on a fresh PostgreSQL database holding --entries audit entries: EXPLAIN ANALYZE of the exact
 * statements the admin repository sends (the page of 20 and the total) for a few kinds of search text, with the
 * indexes of migration 0023 and again after dropping them. The database is dropped afterwards. Run from the
 * repository root:
 *
 *   node --import tsx bench/audit-search.ts [--entries 1000000] [--help]
 */
import { auditRows, countAudit } from '../apps/server/src/features/admin/admin.repository';
import { createBenchDatabase, serverSettings } from './lib/bench-db';
import { readFlags, serverUrl } from './lib/cli';
import { runBenchmark, step } from './lib/lifecycle';
import { environment, whole } from './lib/report';
import { planSearchesWithAndWithout } from './lib/search-plans';

const flags = readFlags('node --import tsx bench/audit-search.ts [flags]', {
  entries: { default: 1_000_000, min: 1000, max: 10_000_000, help: 'entries in the audit_log table' },
});

/** A handful of administrators write the log; the records they act on are many. */
const ADMINS = [
  'Amina Bello',
  'Chinedu Okafor',
  'Ngozi Adeyemi',
  'Emeka Ibrahim',
  'Fatima Eze',
  'Tunde Musa',
];
const ACTIONS = ['job.suspend', 'employer.approve', 'account.deactivate', 'institution.verify'];

/** What an administrator types: a rare record name, one record's id, an administrator's name, two letters. */
const SEARCHES = [
  { label: 'rare record name (40 entries)', q: 'Oyelaran' },
  { label: "one record's id", q: '' },
  { label: 'an administrator (1 in 6)', q: 'fatima' },
  { label: 'two letters (no trigram)', q: 'zq' },
];

const INDEXES = [
  'audit_log_actor_name_trgm_idx',
  'audit_log_actor_email_trgm_idx',
  'audit_log_target_label_trgm_idx',
  'audit_log_target_id_idx',
];

await runBenchmark(15 * 60, async () => {
  console.log(environment());
  const database = await step('create and migrate a fresh database', () => createBenchDatabase(serverUrl()));
  const { sql } = database;
  console.log(await serverSettings(sql));

  await step(`insert ${whole(flags.entries)} audit entries`, async () => {
    const pick = (list: string[], salt: number) =>
      `(array[${list.map((item) => `'${item}'`).join(',')}])[1 + (i::bigint * ${salt}) % ${list.length}]`;
    await sql.query(
      `insert into audit_log (actor_id, actor_name, actor_email, action, target_type, target_id, target_label, created_at)
       select null, admin, lower(replace(admin, ' ', '.')) || '@console.example.ng', action, 'job',
              gen_random_uuid()::text, 'Vacancy ' || i || ' at Employer ' || (i % 5000), now() - make_interval(secs => i)
       from (select i, ${pick(ADMINS, 7919)} as admin, ${pick(ACTIONS, 104729)} as action
             from generate_series(1, $1::int) as i) as entries`,
      [flags.entries],
    );
    await sql.query(
      `insert into audit_log (actor_name, actor_email, action, target_type, target_id, target_label)
       select 'Amina Bello', 'amina.bello@console.example.ng', 'account.deactivate', 'account',
              gen_random_uuid()::text, 'Kemi Oyelaran ' || i
       from generate_series(1, 40) as i`,
    );
    // A live log's GIN pending lists are merged by autovacuum; do it here rather than wait for it.
    await sql.query('vacuum analyze audit_log');
  });
  const [one] = (await sql.query<{ target_id: string }>('select target_id from audit_log limit 1')).rows;
  SEARCHES[1].q = one.target_id;

  await planSearchesWithAndWithout({
    sql,
    url: database.url,
    table: 'audit_log',
    indexes: INDEXES,
    indexesTitle: 'with the indexes of migration 0023',
    searches: SEARCHES,
    search: async (db, q) => {
      await auditRows(db, { q }, { limit: 20, offset: 0 });
      return countAudit(db, { q });
    },
  });
});
