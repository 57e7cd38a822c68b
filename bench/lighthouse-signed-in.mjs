#!/usr/bin/env node
// Lighthouse mobile (its default: simulated slow 4G, 4x slower CPU, a phone's screen) on the pages people open every
// day after signing in (issue 23). Builds the web app, starts the server on a fresh data folder with the demo data,
// opens Chromium (/usr/bin/chromium, or CHROME_PATH), signs in through /login as each demo account (the
// administrator with its second factor), then runs Lighthouse `--runs` times per page and writes the medians, with
// Lighthouse's host benchmark index beside them (these machines are shared: a low index means a busy host), to
// bench/README.md between the lighthouse-signed-in markers. Fails (exit 1) instead of printing figures when the
// server does not answer, a sign-in does not land, or a run does not finish.
//
//   node bench/lighthouse-signed-in.mjs [--runs 3] [--pages graduate/surveys,institution/outcomes] [--no-build]
//                                       [--reports DIR]   (each run's Lighthouse JSON, to read what blocks)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { Secret, TOTP } from 'otpauth';
import puppeteer from 'puppeteer-core';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const README = path.join(ROOT, 'bench/README.md');
const START = '<!-- lighthouse-signed-in:start -->';
const END = '<!-- lighthouse-signed-in:end -->';
const PASSWORD = 'Demo-Pass-2023';

/** The targets: each page must meet all of them. */
const TARGET = { performance: 90, lcpSeconds: 2.5, tbtMs: 300, cls: 0.05, accessibility: 100 };

/** Page id -> the demo account that opens it and its path (`survey` is found on /surveys after sign-in). */
const PAGES = [
  ['graduate/overview', 'graduate', '/overview'],
  ['graduate/surveys', 'graduate', '/surveys'],
  ['graduate/survey', 'graduate', 'survey'],
  ['graduate/job-post', 'graduate', '/job-post'],
  ['graduate/messages', 'graduate', '/messages'],
  ['employer/job-post', 'employer', '/job-post'],
  ['institution/overview', 'institution', '/overview'],
  ['institution/outcomes', 'institution', '/outcomes'],
  ['admin/outcomes', 'admin', '/admin/outcomes'],
];

function flags() {
  const args = process.argv.slice(2);
  const value = (name) => {
    const at = args.indexOf(`--${name}`);
    return at === -1 ? undefined : args[at + 1];
  };
  const runs = Number(value('runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) fail('--runs must be a whole number from 1 to 9');
  const only = value('pages')?.split(',');
  const unknown = only?.filter((id) => !PAGES.some(([page]) => page === id)) ?? [];
  if (unknown.length)
    fail(`unknown --pages ${unknown.join(', ')}: choose from ${PAGES.map(([id]) => id).join(', ')}`);
  return { runs, only, build: !args.includes('--no-build'), reports: value('reports') };
}

function fail(message) {
  console.error(`lighthouse-signed-in: ${message}`);
  process.exit(1);
}

const cleanups = [];
async function cleanup() {
  for (const step of cleanups.reverse()) await Promise.resolve(step()).catch(() => undefined);
}
async function failAndClean(message) {
  await cleanup();
  fail(message);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tvet-lighthouse-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MULTIPLIER: '10',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) await failAndClean(`the server stopped at start (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return origin;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return failAndClean(`the server did not answer ${origin}/api/health within 4 minutes`);
}

function totp(secret) {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
}

/** Signs in through /login as the demo account of `role`; resolves once the app has left /login. */
async function signIn(page, origin, role) {
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
  // The form's own select: the public header's language picker is a select too.
  await page.select('form select[name=userType]', role);
  await page.type('form input[type=email]', `${role}@demo.tvet.ng`);
  await page.type('form input[type=password]', PASSWORD);
  await page.click('button[type=submit]');
  const left = () => page.waitForFunction(() => location.pathname !== '/login', { timeout: 60_000 });
  if (role === 'admin') {
    // The demo administrator's first sign-in enrols an authenticator: read the secret, then give a code.
    const secret = await page
      .waitForSelector('[data-testid=totp-secret]', { timeout: 60_000 })
      .then((element) => element.evaluate((node) => node.textContent?.trim() ?? ''));
    await page.locator('::-p-text(I have saved my recovery codes)').click();
    await page.locator('input').fill(totp(secret));
    await page.locator('::-p-text(Verify and sign in)').click();
  }
  await left();
}

/**
 * The reasons Chrome gives for not offering to install the app (DevTools protocol Page.getInstallabilityErrors),
 * once the service worker controls the page: none when the manifest and the worker meet its criteria.
 */
async function installabilityErrors(page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 30_000 });
  const cdp = await page.createCDPSession();
  const { installabilityErrors: errors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  return errors.map((error) => error.errorId);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function main() {
  const { runs, only, build, reports } = flags();
  if (reports) mkdirSync(reports, { recursive: true });
  if (build) {
    const built = spawnSync('npm', ['run', 'build', '-w', '@tvet/web'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) fail('the web app did not build');
  }
  const origin = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  cleanups.push(() => chrome.kill());
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  cleanups.push(() => browser.disconnect());
  const page = await browser.newPage();

  const chosen = PAGES.filter(([id]) => !only || only.includes(id));
  const results = [];
  let signedInAs = null;
  /** Chrome's install criteria on the first signed-in page (issue 30; Lighthouse 12 has no PWA category). */
  let installability = null;
  for (const [id, role, target] of chosen) {
    if (signedInAs !== role) {
      // One account at a time: signing out clears the phone's session, so the next sign-in starts clean.
      await page.deleteCookie(...(await page.cookies(origin)));
      await page.goto(`${origin}/login`).catch(() => undefined);
      await page.evaluate(() => localStorage.clear());
      try {
        await signIn(page, origin, role);
      } catch (error) {
        await failAndClean(`could not sign in as the demo ${role}: ${error.message}`);
      }
      signedInAs = role;
      if (installability === null) installability = await installabilityErrors(page);
    }
    let url = `${origin}${target}`;
    if (target === 'survey') {
      await page.goto(`${origin}/surveys`, { waitUntil: 'networkidle0' });
      const href = await page
        .waitForSelector('main a[href^="/surveys/"]', { timeout: 30_000 })
        .then((link) => link.evaluate((node) => node.getAttribute('href')))
        .catch(() => null);
      if (!href) await failAndClean("no survey to open on the demo graduate's /surveys");
      url = `${origin}${href}`;
    }
    const figures = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true },
        { extends: 'lighthouse:default', settings: { onlyCategories: ['performance', 'accessibility'] } },
      ).catch((error) => ({ error }));
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError) {
        await failAndClean(
          `${id} run ${run} did not finish: ${result?.error?.message ?? lhr?.runtimeError?.message}`,
        );
      }
      if (reports)
        writeFileSync(path.join(reports, `${id.replace('/', '-')}-${run}.json`), JSON.stringify(lhr));
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed === '/login')
        await failAndClean(`${id} run ${run} landed on /login: the session did not hold`);
      figures.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        requests: lhr.audits['network-requests'].details?.items?.length ?? 0,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
      console.log(`${id} run ${run}: ${JSON.stringify(figures.at(-1))}`);
    }
    const pick = (key) => median(figures.map((figure) => figure[key]));
    results.push({
      id,
      path: new URL(url).pathname,
      performance: pick('performance'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      accessibility: pick('accessibility'),
      requests: pick('requests'),
      benchmarkIndex: pick('benchmarkIndex'),
    });
  }
  await cleanup();

  const meets = (row) =>
    row.performance >= TARGET.performance &&
    row.lcp <= TARGET.lcpSeconds &&
    row.tbt <= TARGET.tbtMs &&
    row.cls <= TARGET.cls &&
    row.accessibility >= TARGET.accessibility;
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).stdout.toString().trim();
  const lines = [
    START,
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC at ${commit}, Lighthouse mobile (default simulated`,
    `throttling), median of ${runs} run${runs === 1 ? '' : 's'} per page, by \`node bench/lighthouse-signed-in.mjs\`:`,
    '',
    '| page | path | performance | LCP s | TBT ms | CLS | accessibility | requests | host benchmark index | meets the targets |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.map(
      (row) =>
        `| ${row.id} | \`${row.path}\` | ${row.performance} | ${row.lcp.toFixed(2)} | ${Math.round(row.tbt)} | ` +
        `${row.cls.toFixed(3)} | ${row.accessibility} | ${row.requests} | ${Math.round(row.benchmarkIndex)} | ${meets(row) ? 'yes' : 'no'} |`,
    ),
    '',
    `Installability (DevTools protocol \`Page.getInstallabilityErrors\` on the first signed-in page, service worker in control): ${
      installability?.length ? installability.join(', ') : 'no errors, the install criteria are met'
    }. Load average at the end: ${loadavg()
      .map((load) => load.toFixed(1))
      .join(', ')} on ${cpus().length} cores.`,
    END,
  ];
  const table = lines.join('\n');
  console.log(`\n${table}`);
  const readme = readFileSync(README, 'utf8');
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  if (from !== -1 && to > from) {
    writeFileSync(README, `${readme.slice(0, from)}${table}${readme.slice(to + END.length)}`);
    console.log('\nWritten to bench/README.md.');
  }
  if (installability?.length) fail(`Chrome would not offer to install the app: ${installability.join(', ')}`);
}

main().catch(async (error) => failAndClean(error?.stack ?? String(error)));
