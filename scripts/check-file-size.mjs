// No source file over 400 lines (issue 21; ARCHITECTURE.md, "Large features"): a file that grows past it is split
// into a sub-slice (features/<f>/<slice>/<slice>.service.ts ...) before it lands. Run by `npm run lint`.
// Tests, fixtures and data files are outside the rule. The files still over the limit when the rule came are listed
// below with their size then: they may shrink, never grow, and leave the list once split (the check says so).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const LIMIT = 400;
/** Data, not code: a list that reads best whole. */
const DATA_FILES = new Set(['packages/contract/src/geo/nigeria.ts']);
/** Still to split (file → its length when the rule came); remove a line when its file is split. */
const TO_SPLIT = {};

const files =
  (process.argv.length > 2 ? process.argv.slice(2) : null) ??
  execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'packages', 'scripts', 'e2e'],
    {
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter(Boolean);
const isSource = (file) =>
  /\.(ts|tsx|mjs)$/.test(file) &&
  !/\.test\.tsx?$|\.e2e\.ts$|\/test\/|\.test-kit\.ts$|fixtures|\/migrations\//.test(file) &&
  !DATA_FILES.has(file);

const problems = [];
for (const file of files.filter(isSource)) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // deleted in the work tree
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  const ceiling = TO_SPLIT[file];
  if (ceiling === undefined && lines > LIMIT)
    problems.push(
      `${file}: ${lines} lines, over ${LIMIT}; split it into sub-slices (ARCHITECTURE.md, "Large features")`,
    );
  else if (ceiling !== undefined && lines > ceiling)
    problems.push(
      `${file}: ${lines} lines, more than its ${ceiling} when the rule came; split it rather than grow it`,
    );
  else if (ceiling !== undefined && lines <= LIMIT)
    problems.push(
      `${file}: ${lines} lines, within ${LIMIT} now; take it off TO_SPLIT in scripts/check-file-size.mjs`,
    );
}
if (problems.length > 0) {
  console.error(`Source files over ${LIMIT} lines:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `No source file over ${LIMIT} lines (${Object.keys(TO_SPLIT).length} older ones still to split, none grown).`,
);
