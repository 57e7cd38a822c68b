// Fails when a decision record lacks its date and status line, or names a record that does not exist
// (docs/decisions/README.md says how a record starts). Run by `npm run lint`, so CI holds the rule.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const folder = process.argv[2] ?? 'docs/decisions';
const STATUS_LINE = /^Date: (\d{4}-\d{2}-\d{2}) · Status: (accepted|superseded by (\d+))(; .+)?$/;
const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));
const numbers = new Set(records.map((name) => Number(name.slice(0, 4))));
const problems = [];

for (const name of records) {
  const lines = readFileSync(path.join(folder, name), 'utf8').split('\n');
  const title = lines[0] ?? '';
  if (!title.startsWith(`# ${Number(name.slice(0, 4))}. `)) {
    problems.push(`${name}: the first line must be "# ${Number(name.slice(0, 4))}. <the decision>"`);
  }
  const status = lines.find((line) => line.startsWith('Date:')) ?? '';
  if (!STATUS_LINE.test(status) || lines.indexOf(status) !== 2) {
    problems.push(
      `${name}: the third line must be "Date: YYYY-MM-DD · Status: accepted" (or "superseded by N")`,
    );
    continue;
  }
  // Every record a status line points to (superseded by, amended by, amends) must exist.
  for (const [, other] of status.matchAll(/(?:superseded by|amended by|amends) (\d+)/g)) {
    if (!numbers.has(Number(other)))
      problems.push(`${name}: its status names record ${other}, which does not exist`);
  }
}

if (problems.length > 0) {
  console.error(`Decision records (${folder}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${records.length} decision records carry a date and a status.`);
