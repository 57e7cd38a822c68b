// The split of the end-to-end journeys between CI's two test lines (.ci/run), from the durations of the last run.
//
//   node scripts/ci-durations.mjs split           the journeys the second line runs, one path a line (e2e/…)
//   node scripts/ci-durations.mjs record <dir>    writes .ci/durations.json from the vitest JSON reports in <dir>
//
// Why: the first line (every test on PGlite) ran every journey after the unit and API files while the second line
// (the API suite on PostgreSQL, Node 22, Node 24) had ended minutes before, so the run waited on one core. The
// journeys are handed out longest first, each to the line that would end sooner, starting from each line's other
// work (Graham's LPT rule), so both lines end near the same time. A journey not in the file counts as
// DEFAULT_SECONDS. `record` keeps the figures true as files grow; commit the refreshed file to rebalance.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE = '.ci/durations.json';
const DEFAULT_SECONDS = 20;
/** Report names .ci/run writes: the first line's, the second line's API runs, the second line's journeys. */
const FIRST = 'pglite';
const SECOND_API = ['postgres', 'node22', 'node24'];
const SECOND_E2E = 'e2e-second';

const root = process.cwd();
const isJourney = (file) => file.startsWith('e2e/') && file.endsWith('.e2e.ts');

function journeys() {
  return readdirSync('e2e', { recursive: true })
    .map((name) => path.posix.join('e2e', name.split(path.sep).join('/')))
    .filter((file) => isJourney(file) && !file.includes('/node_modules/'))
    .sort();
}

function readDurations() {
  try {
    return JSON.parse(readFileSync(FILE, 'utf8'));
  } catch {
    return { lines: { first: 0, second: 0 }, e2e: {} };
  }
}

/** The journeys for the second line: longest first, each to the line that would end sooner. */
function split(durations, files) {
  let first = durations.lines?.first ?? 0;
  let second = durations.lines?.second ?? 0;
  const seconds = (file) => durations.e2e?.[file] ?? DEFAULT_SECONDS;
  const chosen = [];
  for (const file of [...files].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b))) {
    if (second < first) {
      second += seconds(file);
      chosen.push(file);
    } else first += seconds(file);
  }
  return { chosen: chosen.sort(), first, second };
}

/** Seconds per test file of one report, keyed by path from the repository root. */
function fileSeconds(report) {
  const out = {};
  for (const result of report.testResults ?? []) {
    const seconds = (result.endTime - result.startTime) / 1000;
    if (Number.isFinite(seconds)) out[path.relative(root, result.name)] = Math.round(seconds * 10) / 10;
  }
  return out;
}

function readReport(folder, name) {
  try {
    return JSON.parse(readFileSync(path.join(folder, `${name}.json`), 'utf8'));
  } catch {
    return null;
  }
}

function record(folder) {
  const first = readReport(folder, FIRST);
  const secondApi = SECOND_API.map((name) => readReport(folder, name));
  if (!first || secondApi.some((report) => !report)) {
    console.log(`::: ${FILE} not refreshed: a line wrote no report`);
    return;
  }
  const e2e = {};
  let firstOther = 0;
  for (const [file, seconds] of Object.entries(fileSeconds(first))) {
    if (isJourney(file)) e2e[file] = seconds;
    else firstOther += seconds;
  }
  const secondE2e = readReport(folder, SECOND_E2E);
  if (secondE2e) Object.assign(e2e, fileSeconds(secondE2e));
  let secondOther = 0;
  for (const report of secondApi)
    for (const seconds of Object.values(fileSeconds(report))) secondOther += seconds;
  const sorted = Object.fromEntries(Object.entries(e2e).sort(([a], [b]) => a.localeCompare(b)));
  const next = {
    note: 'Written by `node scripts/ci-durations.mjs record` at the end of .ci/run: seconds per journey and the other work of each test line; commit it to rebalance the lines.',
    lines: { first: Math.round(firstOther), second: Math.round(secondOther) },
    e2e: sorted,
  };
  writeFileSync(FILE, `${JSON.stringify(next, null, 2)}\n`);
  const nextSplit = split(next, journeys());
  console.log(
    `::: ${FILE} refreshed: other work ${next.lines.first} s (first line) and ${next.lines.second} s (second), journeys ${Math.round(Object.values(e2e).reduce((a, b) => a + b, 0))} s; the next split gives ${Math.round(nextSplit.first)} s and ${Math.round(nextSplit.second)} s`,
  );
}

const [command, folder] = process.argv.slice(2);
if (command === 'split') {
  const { chosen } = split(readDurations(), journeys());
  for (const file of chosen) console.log(file);
} else if (command === 'record' && folder) {
  record(folder);
} else if (command !== undefined) {
  console.error('usage: node scripts/ci-durations.mjs split | record <folder of vitest JSON reports>');
  process.exit(2);
}
