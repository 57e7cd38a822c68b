#!/usr/bin/env node
// What does a phone download on its first visit to /login? Follows Vite's manifest from index.html: the entry
// chunk, its static imports, and the chunk(s) of the /login route with their static imports; gzips each file
// at level 9 and fails when the JavaScript total is over budget. Run `npm run build` first.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Budget for the JavaScript of the first load of /login: 100 KB, 1 KB = 1024 bytes. */
const BUDGET_BYTES = 100 * 1024;

/**
 * The /login route's page module (apps/web/src/app/routes.tsx) and a sentence only it renders. When the
 * bundler gives the module a lazy chunk of its own, the manifest has a key for it; when the module was placed
 * inside a chunk the entry already loads (see `core` in vite.config.ts), the sentence proves it is there.
 */
const LOGIN_ROUTE = { module: 'src/features/auth/pages/login-page.tsx', marker: 'Forgot password?' };

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npm run build\` first (build.manifest must be on).`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const files = new Set();
function visit(key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in ${manifestPath}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  // Static imports load with the chunk; dynamic ones only when some route asks for them.
  for (const imported of chunk.imports ?? []) visit(imported);
}
visit('index.html');
// index.html also links the one stylesheet of the app (cssCodeSplit: false).
const html = readFileSync(join(dist, 'index.html'), 'utf8');
for (const [, file] of html.matchAll(/(?:href|src)="\/?(assets\/[^"]+\.(?:css|js))"/g)) files.add(file);

let loginChunk = 'inside the entry chunks';
if (manifest[LOGIN_ROUTE.module]) {
  visit(LOGIN_ROUTE.module);
  loginChunk = manifest[LOGIN_ROUTE.module].file;
} else {
  const holder = [...files].find(
    (file) => file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes(LOGIN_ROUTE.marker),
  );
  if (!holder) {
    console.error(
      `Cannot find the /login page: ${LOGIN_ROUTE.module} has no chunk of its own and no chunk of the`,
    );
    console.error(
      `first load contains "${LOGIN_ROUTE.marker}". Update LOGIN_ROUTE in bench/bundle-size.mjs.`,
    );
    process.exit(2);
  }
  loginChunk = `${holder} (bundled with the core)`;
}

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
const js = total('js');
const css = total('css');
console.log(`\nlogin page: ${loginChunk}`);
console.log(`JS total:   ${kib(js)} KB gzip (${kb(js)} kB), budget ${kib(BUDGET_BYTES)} KB`);
console.log(`CSS total:  ${kib(css)} KB gzip (${kb(css)} kB)`);
console.log(
  `Sent as brotli (what current browsers receive): JS ${kib(total('js', 'br'))} KB, CSS ${kib(total('css', 'br'))} KB`,
);
if (js > BUDGET_BYTES) {
  console.error(
    `\nOver budget by ${kib(js - BUDGET_BYTES)} KB: keep heavy modules out of the entry and the login page.`,
  );
  process.exit(1);
}
console.log(`Within budget: ${kib(BUDGET_BYTES - js)} KB to spare.`);
