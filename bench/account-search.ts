/**
 * The console's account search (issue 13: name, e-mail or username containing the text, any case) on a fresh
 * PostgreSQL database holding --users accounts: EXPLAIN ANALYZE of the exact statements the admin repository sends
 * (the page of 20 and the total) for a few kinds of search text, with the pg_trgm GIN indexes of migration 0017 and
 * again after dropping them. The database is dropped afterwards. Run from the repository root:
 *
 *   node --import tsx bench/account-search.ts [--users 300000] [--help]
 */
import { accountRows, countAccounts } from '../apps/server/src/features/admin/admin.repository';
import { createBenchDatabase, serverSettings } from './lib/bench-db';
import { readFlags, serverUrl } from './lib/cli';
import { runBenchmark, step } from './lib/lifecycle';
import { environment, whole } from './lib/report';
import { planSearchesWithAndWithout } from './lib/search-plans';

const flags = readFlags('node --import tsx bench/account-search.ts [flags]', {
  users: { default: 300_000, min: 1000, max: 5_000_000, help: 'accounts in the users table' },
});

const FIRST = ['Amina', 'Chinedu', 'Ngozi', 'Emeka', 'Fatima', 'Tunde', 'Aisha', 'Ifeanyi', 'Bola', 'Yusuf'];
const LAST = [
  'Bello',
  'Okafor',
  'Adeyemi',
  'Ibrahim',
  'Eze',
  'Okonkwo',
  'Abubakar',
  'Balogun',
  'Nwosu',
  'Musa',
];
const ROLES = ['graduate', 'graduate', 'graduate', 'graduate', 'staff', 'employer', 'institution', 'mentor'];

/** What an administrator types: a rare surname, part of one e-mail address, a common first name, two letters. */
const SEARCHES = [
  { label: 'rare surname (40 accounts)', q: 'Oyelaran' },
  { label: 'one e-mail address, in part', q: '' },
  { label: 'common first name (1 in 10)', q: 'amina' },
  { label: 'two letters (no trigram)', q: 'zq' },
];

const TRGM_INDEXES = ['users_name_trgm_idx', 'users_email_trgm_idx', 'users_username_trgm_idx'];

await runBenchmark(15 * 60, async () => {
  console.log(environment());
  const database = await step('create and migrate a fresh database', () => createBenchDatabase(serverUrl()));
  const { sql } = database;
  console.log(await serverSettings(sql));

  await step(`insert ${whole(flags.users)} accounts`, async () => {
    const pick = (list: string[]) =>
      `(array[${list.map((item) => `'${item}'`).join(',')}])[1 + (i::bigint * 7919) % ${list.length}]`;
    await sql.query(
      `insert into users (user_type, name, username, email, password_hash, created_at)
       select role, first || ' ' || last, lower(first) || '_' || i, lower(first) || '.' || lower(last) || i || '@example.ng',
              'x', now() - make_interval(secs => i)
       from (select i, ${pick(FIRST)} as first, (array[${LAST.map((name) => `'${name}'`).join(',')}])[1 + (i / 10) % ${LAST.length}] as last,
                    ${pick(ROLES)} as role
             from generate_series(1, $1::int) as i) as people`,
      [flags.users],
    );
    await sql.query(
      `insert into users (user_type, name, username, email, password_hash)
       select 'graduate', 'Kemi Oyelaran', 'kemi_oyelaran_' || i, 'kemi.oyelaran' || i || '@example.ng', 'x'
       from generate_series(1, 40) as i`,
    );
    await sql.query('analyze users');
  });
  // Part of one real address: 'amina.okafor1234@' without the domain.
  const [one] = (await sql.query<{ email: string }>(`select email from users where username like '%\\_1234'`))
    .rows;
  SEARCHES[1].q = `${one.email.split('@')[0]}@`;

  await planSearchesWithAndWithout({
    sql,
    url: database.url,
    table: 'users',
    indexes: TRGM_INDEXES,
    indexesTitle: 'with the pg_trgm GIN indexes (migration 0017)',
    searches: SEARCHES,
    search: async (db, q) => {
      await accountRows(db, { q }, { limit: 20, offset: 0 });
      return countAccounts(db, { q });
    },
  });
});
