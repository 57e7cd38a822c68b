// An HTTP operation is written once, in the contract (packages/contract/src/operations/, decision 0033): the web
// calls it with call(op, { params, query, body }) from lib/call.ts and never writes its path again. This check fails
// a web source file that writes an API path itself: an '/api/v1' or '/v1/' literal, or a call of lib/api.ts's
// request() or readKept() (lib/kept-responses.ts had one), which take a path. Run by `npm run lint`. Tests are outside
// the rule (their serve() mocks name the paths they answer). The files of features not yet moved are listed below;
// they may only leave the list (the check says when one no longer writes a path).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The client itself: it adds '/api/v1' to what it is given. */
const CLIENT = new Set([
  'apps/web/src/lib/api.ts',
  'apps/web/src/lib/kept-responses.ts',
  'apps/web/src/lib/call.ts',
]);

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'apps/web/src'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file))
  .filter(
    (file) =>
      !/\.test\.(ts|tsx)$/.test(file) && !file.startsWith('apps/web/src/test/') && !file.includes('/test/'),
  );

/** What writes a path: a literal starting '/api/v1' or '/v1/', or a path-taking call of the client. */
const PATH_LITERAL = /['"`]\/(api\/)?v1(\/|['"`])/;
const PATH_CALL = /(?<![\w.])(request|readKept)\s*(<.*>)?\s*\(/;

const failures = [];
for (const file of files) {
  if (CLIENT.has(file)) continue;
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue;
  }
  const lines = text.split('\n');
  const offending = lines
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .filter(({ line }) => PATH_LITERAL.test(line) || PATH_CALL.test(line));
  for (const { line, number } of offending) failures.push(`${file}:${number}: ${line.trim()}`);
}

if (failures.length) {
  console.error(
    'An API path written outside the contract (decision 0033): define it once in packages/contract/src/operations/ and call it with call(op, { params, query, body }) from @/lib/call.',
  );
  for (const failure of failures) console.error(`  ${failure}`);
}
if (failures.length) process.exit(1);
console.log(`web paths: ${files.length} files, every API path from the contract`);
