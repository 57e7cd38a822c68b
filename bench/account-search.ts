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
import { explainAll, recordingDatabase } from './lib/explain';
import { runBenchmark, step } from './lib/lifecycle';
import { environment, table, whole } from './lib/report';

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

  const recording = recordingDatabase(database.url);
  const window = { limit: 20, offset: 0 };
  async function plans(title: string) {
    const rows: (string | number)[][] = [
      ['search', 'matches', 'page: ms', 'total: ms', 'how the total reads users'],
    ];
    const full: string[] = [];
    for (const search of SEARCHES) {
      recording.take();
      await accountRows(recording.db, { q: search.q }, window);
      const total = await countAccounts(recording.db, { q: search.q });
      const statements = recording.take();
      const text = await explainAll(sql, statements);
      const times = [...text.matchAll(/Execution Time: ([\d.]+) ms/g)].map((match) => Number(match[1]));
      // How the total's statement reads users: the trigram indexes (BitmapOr of the three) or every row.
      const node = (text.split('\n> ')[1] ?? '')
        .split('\n')
        .filter((line) => /on users|BitmapOr/.test(line))
        .map(
          (line) =>
            line
              .trim()
              .replace(/^->\s*/, '')
              .split(' (')[0],
        )
        .join(' / ');
      rows.push([search.label, whole(total), times[0] ?? '?', times[1] ?? '?', node]);
      full.push(`-- ${search.label}: q=${search.q}\n${text}`);
    }
    console.log(`\n### ${title}\n\n${table(rows)}\n`);
    console.log(full.join('\n\n'));
  }

  await plans('with the pg_trgm GIN indexes (migration 0017)');
  await sql.query(TRGM_INDEXES.map((name) => `drop index ${name};`).join('\n'));
  await plans('without them');
  await recording.close();
});
