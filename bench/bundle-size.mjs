#!/usr/bin/env node
// What does a phone download on its first visit to /login? Everything index.html makes the browser fetch: its
// module script, its modulepreload links and its stylesheet, then every static import of every JavaScript file
// fetched (as the browser follows them), and the chunk of the sign-in page if it is not among them. Each file is
// gzipped at level 9 and compressed with brotli 11. Fails when the JavaScript is over the budget, or when a
// library that must load lazily is in it. Run `npm run build` first;
// `node bench/bundle-size.mjs <dir>` measures another build output (`vite build --outDir <dir>`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Budget for the JavaScript of the first load of /login: 100 KB gzip with at least 10 KB of it to spare, so 90 KB
 * gzip, 1 KB = 1024 bytes (issues 15 and 23; declarative routing brought it to 81.5 KB, decision 0017).
 */
const BUDGET_BYTES = 90 * 1024;

/** The sign-in page's module; whichever chunk holds it is part of the first load. */
const LOGIN_PAGE = 'apps/web/src/features/auth/pages/login-page.tsx';

/** Modules that only load after sign-in or on other pages (docs/decisions/0005-first-load-budget.md). */
const LAZY_ONLY = [
  ['zod', /node_modules\/zod\//],
  ['TanStack Query', /node_modules\/@tanstack\//],
  ['Radix', /node_modules\/@radix-ui\//],
  ['react-hook-form', /node_modules\/(react-hook-form|@hookform)\//],
  [
    'socket.io-client',
    /node_modules\/(socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser)\//,
  ],
  ["the contract's states, LGAs and countries", /packages\/contract\/src\/geo\//],
  // Every page's sentences (1.7 KB gzip); the first load takes what it needs from contract/src/app-messages.ts.
  ["the contract's MESSAGES and SERVER_MESSAGES tables", /packages\/contract\/src\/messages\.ts$/],
  ['the signed-in shell', /apps\/web\/src\/app\/(shell\/|pages\.tsx$|protected-gate\.tsx$)/],
  // Every signed-in page's route pattern; the first load takes the public ones from config/public-paths.ts.
  ['config/paths.ts (every route pattern)', /apps\/web\/src\/config\/paths\.ts$/],
];

const dist = process.argv[2] ?? fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const reportPath = join(dist, '.vite', 'chunks.json');
if (!existsSync(reportPath)) {
  console.error(`No ${reportPath}: run \`npm run build\` first (apps/web/vite.config.ts writes it).`);
  process.exit(2);
}
/** @type {{file: string, imports: string[], dynamicImports: string[], modules: Record<string, number>}[]} */
const chunks = JSON.parse(readFileSync(reportPath, 'utf8'));
const chunkOf = new Map(chunks.map((chunk) => [chunk.file, chunk]));

// What index.html asks for: <script type="module" src>, <link rel="modulepreload">, <link rel="stylesheet">.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const requested = [];
for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
  const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
  if (!url || /^(?:data:|https?:)/.test(url)) continue;
  const isScript = tag.startsWith('<script') && /type="module"/.test(tag);
  const isPreload = /rel="modulepreload"/.test(tag);
  const isStyle = /rel="stylesheet"/.test(tag);
  if (isScript || isPreload || isStyle) requested.push(url.replace(/^\//, ''));
}

const files = new Set();
function fetchFile(file) {
  if (files.has(file)) return;
  files.add(file);
  if (!file.endsWith('.js')) return;
  const chunk = chunkOf.get(file);
  if (!chunk) throw new Error(`${file} is loaded by the first load but is not in ${reportPath}`);
  // The browser fetches every static import before running the module; dynamic ones only when called.
  for (const imported of chunk.imports) fetchFile(imported);
}
for (const file of requested) fetchFile(file);

const loginChunk = chunks.find((chunk) => Object.hasOwn(chunk.modules, LOGIN_PAGE));
if (!loginChunk) {
  console.error(`No chunk holds ${LOGIN_PAGE}: update LOGIN_PAGE in bench/bundle-size.mjs.`);
  process.exit(2);
}
const loginIsLazy = !files.has(loginChunk.file);
fetchFile(loginChunk.file);

const rows = [...files].map((file) => {
  const bytes = readFileSync(join(dist, file));
  return {
    file,
    kind: file.endsWith('.css') ? 'css' : 'js',
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    // What the server actually sends to browsers that accept it (precompressed at build time).
    br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
});
const kib = (bytes) => (bytes / 1024).toFixed(2);
const kb = (bytes) => (bytes / 1000).toFixed(2);
const total = (kind, key = 'gzip') =>
  rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row[key], 0);

console.log('First load of /login: gzip level 9; KB = 1024 bytes (kB = 1000 bytes in brackets)\n');
console.log(`${'file'.padEnd(44)} ${'raw KB'.padStart(9)} ${'gzip KB'.padStart(9)} ${'br KB'.padStart(9)}`);
for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
  console.log(
    `${row.file.padEnd(44)} ${kib(row.raw).padStart(9)} ${kib(row.gzip).padStart(9)} ${kib(row.br).padStart(9)}`,
  );
}

// What is in it: bytes per package or source folder as bundled, before minification and compression.
const modules = [...files].flatMap((file) => Object.entries(chunkOf.get(file)?.modules ?? {}));
const groups = new Map();
for (const [id, size] of modules) {
  const name =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ??
    /^(apps\/web\/src\/(?:features\/[^/]+|[^/]+)|packages\/[^/]+)/.exec(id)?.[1] ??
    id;
  groups.set(name, (groups.get(name) ?? 0) + size);
}
console.log('\nJavaScript by package or folder, as bundled before minification (KB):');
for (const [name, size] of [...groups].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${kib(size).padStart(7)}  ${name}`);
}

const js = total('js');
const css = total('css');
const jsFiles = rows.filter((row) => row.kind === 'js').length;
console.log(
  `\nlogin page: ${loginChunk.file}${loginIsLazy ? ' (a chunk of its own, loaded by the route)' : ' (in the first load)'}`,
);
console.log(`requests:   ${jsFiles} JavaScript, ${rows.length - jsFiles} CSS`);
console.log(`JS total:   ${kib(js)} KB gzip (${kb(js)} kB), budget ${kib(BUDGET_BYTES)} KB`);
console.log(`CSS total:  ${kib(css)} KB gzip (${kb(css)} kB)`);
console.log(
  `Sent as brotli (what current browsers receive): JS ${kib(total('js', 'br'))} KB, CSS ${kib(total('css', 'br'))} KB`,
);

/*
 * A device set to another language also fetches that language's public catalogue part before its first paint
 * (issue 29; src/lib/i18n/i18n.ts, build/po.ts): the signed-in pages' part loads with the signed-in shell, so it
 * is not in this load. Each language's /login must fit the same budget.
 */
const LANGUAGES = { ha: 'Hausa', yo: 'Yoruba', ig: 'Igbo', pcm: 'Nigerian Pidgin' };
const gzipOf = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const brOf = (file) =>
  brotliCompressSync(readFileSync(join(dist, file)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    .length;
const overBudget = [];
console.log(
  "\nFirst load of /login per language (English + the language's public catalogue part and its month names):",
);
console.log(`  English: ${kib(js)} KB gzip, ${kib(total('js', 'br'))} KB brotli, ${jsFiles} JS requests`);
for (const [code, name] of Object.entries(LANGUAGES)) {
  const part = (kind) =>
    chunks.find((chunk) =>
      Object.keys(chunk.modules).some((id) => id.endsWith(`locales/${code}.po?part=${kind}`)),
    );
  const publicPart = part('public');
  const signedInPart = part('signed-in');
  if (!publicPart) {
    console.error(`No chunk holds locales/${code}.po?part=public: update bench/bundle-size.mjs`);
    process.exit(2);
  }
  // A browser without the language's locale (Chromium, Chrome on Android) also fetches its month and weekday names.
  const calendar = chunks.find((chunk) =>
    Object.keys(chunk.modules).some((id) => id.endsWith(`lib/i18n/calendar/${code}.ts`)),
  );
  if (!calendar) {
    console.error(`No chunk holds lib/i18n/calendar/${code}.ts: update bench/bundle-size.mjs`);
    process.exit(2);
  }
  const extra = [publicPart.file, ...publicPart.imports, calendar.file].filter((file) => !files.has(file));
  const gzip = js + extra.reduce((sum, file) => sum + gzipOf(file), 0);
  const br = total('js', 'br') + extra.reduce((sum, file) => sum + brOf(file), 0);
  console.log(
    `  ${name} (${code}): ${kib(gzip)} KB gzip (+${kib(gzip - js)} public part and month names), ${kib(br)} KB brotli, ` +
      `${jsFiles + extra.length} JS requests; signed-in part ${signedInPart ? kib(gzipOf(signedInPart.file)) : '?'} KB gzip, after sign-in`,
  );
  if (gzip > BUDGET_BYTES) overBudget.push(`${name}: ${kib(gzip)} KB`);
}

let failed = false;
if (overBudget.length > 0) {
  failed = true;
  console.error(
    `\nOver budget in ${overBudget.join(', ')}: move messages out of the public part ("#. public").`,
  );
}
for (const [what, pattern] of LAZY_ONLY) {
  const found = modules.filter(([id]) => pattern.test(id)).map(([id]) => id);
  if (found.length === 0) continue;
  failed = true;
  console.error(
    `\n${what} is in the first load of /login (must load lazily): ${found.slice(0, 5).join(', ')}`,
  );
}
if (js > BUDGET_BYTES) {
  failed = true;
  console.error(
    `\nOver budget by ${kib(js - BUDGET_BYTES)} KB: keep heavy modules out of the entry and the sign-in page ` +
      '(see "JavaScript by package or folder" above, and apps/web/src/app/routes.tsx).',
  );
}
if (failed) process.exit(1);
console.log(`Within budget: ${kib(BUDGET_BYTES - js)} KB to spare.`);
