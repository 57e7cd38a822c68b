/**
 * Graduation roll import through the real app on a fresh PostgreSQL database: an institution uploads a roll of
 * --rows graduates as CSV (preview, then commit: every row added), then the same roll as .xlsx with every name
 * changed (preview, then commit: every row updated). --claims graduates have claimed a matric number on it before
 * the first import, so the commit also matches claims. Prints rows per second for each call and the server's
 * resident memory (sampled every 50 ms), then checks the roll in the database. Run from the repository root:
 *
 *   node --import tsx bench/roll-import.ts [--rows 50000] [--claims 2000] [--help]
 */
import { matricKey, ROLL_FILE_NAME_HEADER } from '@tvet/contract';
import ExcelJS from 'exceljs';
import { hashPassword } from '../apps/server/src/platform/secrets';
import { DEMO_PASSWORD } from '../apps/server/src/seed/accounts.factory';
import { createBenchDatabase, serverSettings } from './lib/bench-db';
import { readFlags, serverUrl } from './lib/cli';
import { runBenchmark, step } from './lib/lifecycle';
import { environment, table, whole } from './lib/report';
import { seedGraduates } from './lib/seed-people';
import { type RunningServer, startServer } from './lib/server';

const flags = readFlags('node --import tsx bench/roll-import.ts [flags]', {
  rows: { default: 50_000, min: 100, max: 100_000, help: 'graduates on the roll file' },
  claims: { default: 2000, min: 0, max: 50_000, help: 'graduates who claimed a roll row before the import' },
});
if (flags.claims > flags.rows) throw new Error('--claims cannot exceed --rows');

const PROGRAMMES = [
  'Electrical/Electronic Engineering Technology',
  'Computer Science',
  'Mechanical Engineering Technology',
  'Civil Engineering Technology',
  'Science Laboratory Technology',
  'Accountancy',
  'Business Administration',
  'Mass Communication',
  'Agricultural Technology',
  'Hospitality Management',
];
const STATES = ['Ogun', 'Lagos', 'Oyo', 'Kwara', 'Kano', 'Federal Capital Territory', 'Rivers', 'Enugu'];
const FIRST = [
  'Amina',
  'Chinedu',
  'Ngozi',
  'Tunde',
  'Halima',
  'Emeka',
  'Fatima',
  'Seun',
  'Blessing',
  'Ibrahim',
];
const LAST = ['Bello', 'Okafor', 'Eze', 'Bakare', 'Yusuf', 'Nwosu', 'Abdullahi', 'Adebayo', 'Okon', 'Musa'];
const matric = (i: number) => `FPI/ND/${String(i).padStart(6, '0')}`;

/** Row i of the roll, as the cells of one line (`suffix` changes every name for the re-upload). */
function line(i: number, suffix = ''): (string | number)[] {
  return [
    `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]}${suffix}`,
    matric(i),
    PROGRAMMES[i % PROGRAMMES.length],
    2015 + (i % 10),
    i % 2 ? 'female' : 'male',
    STATES[i % STATES.length],
    `graduate${i}@roll.bench.ng`,
    `0803${String(1_000_000 + (i % 9_000_000)).slice(-7)}`,
  ];
}
const HEADER = ['name', 'matric_number', 'programme', 'graduation_year', 'sex', 'state', 'email', 'phone'];

function csv(rows: number): Buffer {
  const lines = [HEADER.join(',')];
  for (let i = 1; i <= rows; i += 1) lines.push(line(i).join(','));
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

async function xlsx(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Roll');
  sheet.addRow(HEADER);
  for (let i = 1; i <= rows; i += 1) sheet.addRow(line(i, ' Jr'));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

interface Timed {
  status: number;
  seconds: number;
  peakRss: number;
  body: { msg: string; payload: Record<string, unknown> };
}

/** One call, with the server's resident memory sampled every 50 ms while it runs. */
async function timed(server: RunningServer, call: () => Promise<Response>): Promise<Timed> {
  let peakRss = (await server.stats()).rss;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peakRss = Math.max(peakRss, (await server.stats()).rss);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = performance.now();
  const response = await call();
  const body = await response.json();
  const seconds = (performance.now() - started) / 1000;
  running = false;
  await sampler;
  peakRss = Math.max(peakRss, (await server.stats()).rss);
  return { status: response.status, seconds, peakRss, body };
}

const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

await runBenchmark(15 * 60, async () => {
  const startedAt = environment();
  const database = await step('create and migrate a fresh database', () => createBenchDatabase(serverUrl()));
  const { sql } = database;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const institution = await step('seed the institution and its programmes', async () => {
    const user = await sql.query<{ id: string }>(
      `insert into users (user_type, name, username, email, password_hash, is_email_verified)
       values ('institution', 'Federal Polytechnic Bench', 'bench_institution', 'institution@bench.tvet.ng', $1, true)
       returning id`,
      [passwordHash],
    );
    const profile = await sql.query<{ id: string }>(
      `insert into institutions (user_id, institution_type, ownership_type, name_of_owner)
       values ($1, 'federal-polytechnics', 'federal', 'Federal Government') returning id`,
      [user.rows[0].id],
    );
    const id = profile.rows[0].id;
    await sql.query(
      `insert into programmes (institution_id, name, accreditation_type, granted_date, expiry_date, status)
       select $1, name, 'full', current_date - 365, current_date + 1460, 'approved' from unnest($2::text[]) name`,
      [id, PROGRAMMES],
    );
    return id;
  });

  if (flags.claims > 0) {
    await step(`seed ${whole(flags.claims)} graduates who claimed a roll row`, async () => {
      await seedGraduates(sql, flags.claims, passwordHash);
      // Graduate n claims row n: its matric number, programme and year (matched at the first commit).
      await sql.query(
        `insert into graduate_institutions (graduate_id, institution_id, matric_number, matric_key, programme_id, graduation_year, claim_status)
         select b.graduate_id, $1, m.matric, m.matric, p.id, 2015 + (b.n % 10), 'claimed'
           from bench_graduates b
           join lateral (select 'FPI/ND/' || lpad(b.n::text, 6, '0') as matric) m on true
           join programmes p on p.institution_id = $1
            and p.name = ($2::text[])[1 + (b.n % cardinality($2::text[]))]`,
        [institution, PROGRAMMES],
      );
    });
  }

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
  const base = `${server.url}/api/v1/institutions/${institution}/roll/imports`;
  const upload = (bytes: Buffer, name: string) => () =>
    fetch(base, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/octet-stream',
        [ROLL_FILE_NAME_HEADER]: name,
      },
      body: bytes,
    });
  const commit = (id: string) => () =>
    fetch(`${base}/${id}/commit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });

  const csvBytes = await step(`write a ${whole(flags.rows)}-row CSV`, async () => csv(flags.rows));
  const xlsxBytes = await step(`write the same roll as .xlsx (names changed)`, () => xlsx(flags.rows));
  const idle = (await server.stats()).rss;

  const results: [string, Timed][] = [];
  const run = async (label: string, call: () => Promise<Response>) => {
    const result = await step(label, () => timed(server, call));
    if (result.status !== 200) throw new Error(`${label}: ${result.status} ${result.body.msg}`);
    results.push([label, result]);
    return result;
  };
  const csvPreview = await run(`preview CSV (${mb(csvBytes.length)})`, upload(csvBytes, 'roll.csv'));
  const csvCommit = await run('commit CSV (insert)', commit(csvPreview.body.payload._id as string));
  const xlsxPreview = await run(`preview XLSX (${mb(xlsxBytes.length)})`, upload(xlsxBytes, 'roll.xlsx'));
  const xlsxCommit = await run('commit XLSX (update)', commit(xlsxPreview.body.payload._id as string));

  // The checks: every row stored once, updated by the second file, claims matched.
  const stored = await sql.query<{ total: number; renamed: number; confirmed: number }>(
    `select count(*)::int as total, count(*) filter (where name like '% Jr')::int as renamed,
            count(*) filter (where claim_status = 'confirmed')::int as confirmed
       from roll_entries where institution_id = $1`,
    [institution],
  );
  const keys = await sql.query<{ ok: boolean }>(
    'select bool_and(matric_key = $2) as ok from roll_entries where institution_id = $1 and matric_number = $2',
    [institution, matricKey(matric(1))],
  );

  const rate = (result: Timed) => whole(flags.rows / result.seconds);
  console.log(`\n${startedAt}`);
  console.log(await serverSettings(sql));
  console.log(
    `\nRoll of ${whole(flags.rows)} rows, ${whole(flags.claims)} earlier claims; server RSS idle ${mb(idle)}\n`,
  );
  console.log(
    table([
      ['call', 'seconds', 'rows/s', 'peak server RSS', 'answer'],
      ...results.map(([label, result]) => [
        label,
        result.seconds.toFixed(2),
        rate(result),
        mb(result.peakRss),
        String(result.body.msg),
      ]),
      [
        'CSV preview + commit',
        (csvPreview.seconds + csvCommit.seconds).toFixed(2),
        whole(flags.rows / (csvPreview.seconds + csvCommit.seconds)),
        mb(Math.max(csvPreview.peakRss, csvCommit.peakRss)),
        '',
      ],
      [
        'XLSX preview + commit',
        (xlsxPreview.seconds + xlsxCommit.seconds).toFixed(2),
        whole(flags.rows / (xlsxPreview.seconds + xlsxCommit.seconds)),
        mb(Math.max(xlsxPreview.peakRss, xlsxCommit.peakRss)),
        '',
      ],
    ]),
  );
  const [check] = stored.rows;
  console.log(
    `\nChecked: ${whole(check.total)} roll rows (expected ${whole(flags.rows)}), ${whole(check.renamed)} updated by the .xlsx, ` +
      `${whole(check.confirmed)} confirmed claims (expected ${whole(flags.claims)}), ` +
      `claims confirmed by the first commit: ${csvCommit.body.payload.claims_confirmed}; matric keys ${keys.rows[0].ok ? 'ok' : 'WRONG'}`,
  );
  if (check.total !== flags.rows || check.renamed !== flags.rows || check.confirmed !== flags.claims)
    throw new Error('the stored roll does not match the files');
});
