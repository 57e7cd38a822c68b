// Prints the ten slowest test files of a CI run, read from the JSON reports vitest wrote into one folder (one
// report per line of tests: pglite.json, postgres.json, node22.json…). Usage: node scripts/slowest-test-files.mjs DIR
// Why: the loop stays fast only while someone sees which files make it slow.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SHOWN = 10;
const folder = process.argv[2];
if (!folder) {
  console.error('usage: node scripts/slowest-test-files.mjs <folder of vitest JSON reports>');
  process.exit(2);
}

const root = process.cwd();
const files = [];
for (const entry of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
  const line = entry.replace(/\.json$/, '');
  let report;
  try {
    report = JSON.parse(readFileSync(path.join(folder, entry), 'utf8'));
  } catch {
    continue; // A line that stopped before writing its report has nothing to rank.
  }
  for (const result of report.testResults ?? []) {
    const seconds = (result.endTime - result.startTime) / 1000;
    if (Number.isFinite(seconds)) files.push({ line, file: path.relative(root, result.name), seconds });
  }
}
if (files.length === 0) process.exit(0);

files.sort((a, b) => b.seconds - a.seconds);
console.log(
  `::: the ${Math.min(SHOWN, files.length)} slowest test files (of ${files.length} runs of a file)`,
);
for (const { line, file, seconds } of files.slice(0, SHOWN)) {
  console.log(`    ${seconds.toFixed(1).padStart(7)} s  ${line.padEnd(9)} ${file}`);
}
