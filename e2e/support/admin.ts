import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from './accounts';
import { api, type Session } from './api';
import { signIn } from './sign-in';

/*
 * Administrators sign in with a second factor (TOTP, RFC 6238, computed with `otpauth`, the library the server
 * uses), so every journey signs its administrators in through here:
 * - the seeded demo administrator is set up once per run; its secret, the last time step a code was used for and
 *   its latest API session are kept in the run's DATA_DIR and only touched under a lock, so every journey file
 *   (and every worker) shares one enrolment and never sends a code twice;
 * - `demoAdminSession()` is its API session (reused while the access token is young: each new session costs a
 *   time step, and the server takes only the current and the next one);
 * - `signInDemoAdmin(page)` signs it in through the screens: password, then the 6-digit code;
 * - `invitedAdmin()` + `signInAdminWithTotp()` make a journey's own administrator and set up its second factor
 *   through the screens (QR code, key and recovery codes shown).
 */

const PERIOD = 30;
const DEMO_ADMIN_EMAIL = 'admin@demo.tvet.ng';
/** Access tokens live 15 minutes (ACCESS_TOKEN_TTL_SECONDS); a cached one is reused while younger than this. */
const SESSION_REUSE_MS = 10 * 60 * 1000;
/** A lock older than this was left by a worker that died holding it. */
const STALE_LOCK_MS = 3 * 60 * 1000;

export function totpCode(secret: string, step: number): string {
  return new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  }).generate({
    timestamp: step * PERIOD * 1000,
  });
}

const currentStep = () => Math.floor(Date.now() / 1000 / PERIOD);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = join(inject('dataDir'), `${name}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS)
          rmSync(lock, { recursive: true, force: true });
      } catch {
        // Released meanwhile.
      }
      await sleep(200);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

interface Enrolment {
  secret: string;
  /** The last time step a code was sent for: the server refuses that step and every earlier one. */
  lastStep: number;
}

/**
 * A code the server has not seen for this secret: a code is accepted once and never an older one, and the server
 * takes the next step's code too, so two sign-ins in one 30-second window use the current and the next step; a
 * third waits for the clock.
 */
async function unusedCode(enrolment: Enrolment): Promise<{ code: string; step: number }> {
  let step = Math.max(currentStep(), enrolment.lastStep + 1);
  while (step > currentStep() + 1) {
    await sleep(1000);
    step = Math.max(currentStep(), enrolment.lastStep + 1);
  }
  return { code: totpCode(enrolment.secret, step), step };
}

interface Challenge {
  totp_required: true;
  setup_required: boolean;
  totp_token: string;
}
interface SessionPayload {
  key: string;
  user: { _id: string; user_id: { _id: string } };
}

interface DemoAdminState extends Enrolment {
  session?: Session & { issuedAt: number };
}

const stateFile = () => join(inject('dataDir'), 'e2e-demo-admin-totp.json');

function readState(): DemoAdminState | null {
  try {
    return JSON.parse(readFileSync(stateFile(), 'utf8')) as DemoAdminState;
  } catch {
    return null;
  }
}
const writeState = (state: DemoAdminState) => writeFileSync(stateFile(), JSON.stringify(state));

/** Both steps through the API, setting the second factor up the first time. Call under the lock. */
async function apiSignIn(state: DemoAdminState | null): Promise<DemoAdminState> {
  const challenge = await api<Challenge>('POST', '/auth/admins/login', {
    email: DEMO_ADMIN_EMAIL,
    password: DEMO_PASSWORD,
  });
  let enrolment: Enrolment;
  if (challenge.setup_required) {
    const setup = await api<{ secret: string }>('POST', '/auth/admin/totp/setup', {
      totp_token: challenge.totp_token,
    });
    enrolment = { secret: setup.secret, lastStep: 0 };
  } else if (state) {
    enrolment = state;
  } else {
    throw new Error(`${DEMO_ADMIN_EMAIL} has a second factor set up, but not by this run's journeys`);
  }
  const { code, step } = await unusedCode(enrolment);
  // Recorded before sending: a code that reached the server is used even if its answer never arrives.
  writeState({ secret: enrolment.secret, lastStep: step });
  const payload = await api<SessionPayload>('POST', '/auth/admin/totp', {
    totp_token: challenge.totp_token,
    code,
  });
  const session = {
    token: payload.key,
    profileId: payload.user._id,
    accountId: payload.user.user_id._id,
    issuedAt: Date.now(),
  };
  const next = { secret: enrolment.secret, lastStep: step, session };
  writeState(next);
  return next;
}

/** The demo administrator's API session, through its second factor (set up at the run's first call). */
export function demoAdminSession(): Promise<Session> {
  return withLock('e2e-demo-admin', async () => {
    const state = readState();
    const cached = state?.session;
    const session =
      cached && Date.now() - cached.issuedAt < SESSION_REUSE_MS ? cached : (await apiSignIn(state)).session;
    if (!session) throw new Error('No session for the demo administrator');
    return { token: session.token, profileId: session.profileId, accountId: session.accountId };
  });
}

/**
 * Signs the demo administrator in through the screens: the password, then the 6-digit code of its app. Leaves
 * the page where the sign-in lands (the console); the caller waits for what it needs.
 */
export function signInDemoAdmin(page: Page): Promise<void> {
  return withLock('e2e-demo-admin', async () => {
    const state = readState() ?? (await apiSignIn(null));
    await signIn(page, 'admin', DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const field = page.getByLabel(/6-digit code/);
    await field.waitFor();
    const { code, step } = await unusedCode(state);
    writeState({ ...state, lastStep: step });
    await field.fill(code);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });
}

export interface InvitedAdmin {
  email: string;
  password: string;
  name: string;
}

/** A new administrator of this journey: invited by the demo administrator, invitation accepted through the API. */
export async function invitedAdmin(prefix: string): Promise<InvitedAdmin> {
  const demo = await demoAdminSession();
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const admin = { email: `${prefix}-${tag}@example.ng`, password: 'Desk-Pass-2025!', name: 'Ngozi Eze' };
  const since = new Date(Date.now() - 1000).toISOString();
  await api('POST', '/admin/invitations', { email: admin.email, name: admin.name }, demo.token);
  const mail = await latestMail(admin.email, since);
  const token = /\/invitation\/([^\s/?#]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`No invitation link in the mail to ${admin.email}`);
  await api('POST', `/invitations/${token}`, {
    username: `${prefix}${tag}`.slice(0, 20),
    password: admin.password,
  });
  return admin;
}

/** The text of the newest mail to `address` (the outbox the server writes without SMTP). */
async function latestMail(address: string, since: string): Promise<string> {
  const outbox = join(inject('dataDir'), 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    let names: string[] = [];
    try {
      names = readdirSync(outbox).filter((name) => name.endsWith('.json'));
    } catch {
      names = [];
    }
    const mails = names
      .map(
        (name) =>
          JSON.parse(readFileSync(join(outbox, name), 'utf8')) as {
            to: string;
            text: string;
            createdAt: string;
          },
      )
      .filter((mail) => mail.to.toLowerCase() === address.toLowerCase() && mail.createdAt >= since)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    if (mails[0]) return mails[0].text;
    await sleep(250);
  }
  throw new Error(`No mail to ${address}`);
}

/**
 * Signs an invited administrator in through the screens for the first time: password, then the set-up (QR code,
 * key and 10 recovery codes shown), then the code computed from the key shown on the screen.
 */
export async function signInAdminWithTotp(page: Page, admin: InvitedAdmin): Promise<void> {
  await signIn(page, 'admin', admin.email, admin.password);
  await page.getByRole('img', { name: /QR code/ }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  if ((await codes.count()) !== 10) throw new Error('Expected 10 recovery codes');
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  await page.getByLabel(/6-digit code/).fill(totpCode(secret, currentStep()));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await page.waitForURL('**/admin');
}
