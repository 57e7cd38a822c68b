/**
 * Does checking a 100,000-row roll hold up everyone else? (issue 24) The real app on a fresh PostgreSQL
 * database; an institution uploads a --rows CSV roll (preview: every row read and checked, nothing stored) while
 * another client calls GET /api/health every 20 ms. Prints the health calls' latency before and during the
 * check (median, 99th percentile, slowest), and how long the check took. Run from the repository root:
 *
 *   node --import tsx bench/roll-check-latency.ts [--rows 100000] [--help]
 */
import { ROLL_FILE_NAME_HEADER } from '@tvet/contract';
import { hashPassword } from '../apps/server/src/platform/secrets';
import { DEMO_PASSWORD } from '../apps/server/src/seed/accounts.factory';
import { createBenchDatabase } from './lib/bench-db';
import { readFlags, serverUrl } from './lib/cli';
import { runBenchmark, step } from './lib/lifecycle';
import { environment, table } from './lib/report';
import { startServer } from './lib/server';

const flags = readFlags('node --import tsx bench/roll-check-latency.ts [flags]', {
  rows: { default: 100_000, min: 1000, max: 100_000, help: 'graduates on the roll file' },
});

const PROGRAMME = 'Computer Science';
function csv(rows: number): Buffer {
  const lines = ['MATRIC NO.,SURNAME,OTHER NAMES,SEX,PROGRAMME,STATE OF ORIGIN,SESSION,PHONE NO.'];
  for (let i = 1; i <= rows; i += 1)
    lines.push(
      `FPI/${i},Okonkwo,Chiamaka,${i % 2 ? 'F' : 'M'},HND ${PROGRAMME},Anambra,2022/2023,08031234567`,
    );
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/** GET /api/health every 20 ms until `until` settles; each call's milliseconds. */
async function healthLatencies(url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    await fetch(`${url}/api/health`).then((response) => response.arrayBuffer());
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

await runBenchmark(5 * 60, async () => {
  const startedAt = environment();
  const database = await step('create and migrate a fresh database', () => createBenchDatabase(serverUrl()));
  const { sql } = database;
  const institution = await step('seed the institution and its programme', async () => {
    const user = await sql.query<{ id: string }>(
      `insert into users (user_type, name, username, email, password_hash, is_email_verified)
       values ('institution', 'Federal Polytechnic Bench', 'bench_institution', 'institution@bench.tvet.ng', $1, true)
       returning id`,
      [await hashPassword(DEMO_PASSWORD)],
    );
    const profile = await sql.query<{ id: string }>(
      `insert into institutions (user_id, institution_type, ownership_type, name_of_owner)
       values ($1, 'federal-polytechnics', 'federal', 'Federal Government') returning id`,
      [user.rows[0].id],
    );
    await sql.query(
      `insert into programmes (institution_id, name, accreditation_type, granted_date, expiry_date, status)
       values ($1, $2, 'full', current_date - 365, current_date + 1460, 'approved')`,
      [profile.rows[0].id, PROGRAMME],
    );
    return profile.rows[0].id;
  });
  const server = await step('start the app server', () =>
    startServer({
      kind: 'app',
      databaseUrl: database.url,
      jwtSecret: 'bench-secret-long-enough-for-hs256-signing',
    }),
  );
  const login = await fetch(`${server.url}/api/v1/auth/institutions/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'institution@bench.tvet.ng', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { payload: { key: string } }).payload.key;
  const bytes = csv(flags.rows);

  const idle = await step('health calls, server idle (2 s)', () =>
    healthLatencies(server.url, new Promise((resolve) => setTimeout(resolve, 2000))),
  );
  let checkSeconds = 0;
  let status = 0;
  const check = (async () => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/v1/institutions/${institution}/roll/imports`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'text/csv',
        [ROLL_FILE_NAME_HEADER]: 'registry.csv',
      },
      body: bytes,
    });
    await response.arrayBuffer();
    status = response.status;
    checkSeconds = (performance.now() - started) / 1000;
  })();
  const busy = await step(`health calls during a ${flags.rows.toLocaleString('en-GB')}-row check`, () =>
    healthLatencies(server.url, check),
  );
  await check;
  if (status !== 200) throw new Error(`the check answered ${status}`);

  console.log(startedAt);
  console.log(`check of ${flags.rows.toLocaleString('en-GB')} rows: ${checkSeconds.toFixed(1)} s`);
  console.log(
    table([
      ['health calls', 'calls', 'median', 'p99', 'slowest'],
      [
        'server idle',
        String(idle.length),
        ms(quantile(idle, 0.5)),
        ms(quantile(idle, 0.99)),
        ms(Math.max(...idle)),
      ],
      [
        'during the check',
        String(busy.length),
        ms(quantile(busy, 0.5)),
        ms(quantile(busy, 0.99)),
        ms(Math.max(...busy)),
      ],
    ]),
  );
});
