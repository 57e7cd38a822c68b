import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from '../support/accounts';
import { api, type Session } from '../support/api';
import { signIn } from '../support/sign-in';

/*
 * Administrators sign in with a second factor (TOTP, RFC 6238 through `otpauth`, the library the server uses).
 * The seeded demo administrator is set up once per run (its secret kept in DATA_DIR, shared by every journey
 * file under a lock), and only invites: each journey signs in in the browser as its own invited administrator,
 * set up through the screens.
 */

const PERIOD = 30;

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

async function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = join(inject('dataDir'), `${name}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

interface Stored {
  secret: string;
  lastStep: number;
}

/**
 * A code the server has not seen for this secret: a code is accepted once and never an older one, and the server
 * takes the next step's code too, so two sign-ins in one 30-second window use the current and the next step.
 */
export async function unusedCode(stored: Stored): Promise<{ code: string; step: number }> {
  let step = Math.max(currentStep(), stored.lastStep + 1);
  while (step > currentStep() + 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    step = Math.max(currentStep(), stored.lastStep + 1);
  }
  return { code: totpCode(stored.secret, step), step };
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

/** The demo administrator's API session, through its second factor. */
export function demoAdminSession(): Promise<Session> {
  const file = join(inject('dataDir'), 'e2e-demo-admin-totp.json');
  return withLock('e2e-demo-admin', async () => {
    const challenge = await api<Challenge>('POST', '/auth/admins/login', {
      email: 'admin@demo.tvet.ng',
      password: DEMO_PASSWORD,
    });
    let stored: Stored;
    if (challenge.setup_required) {
      const setup = await api<{ secret: string }>('POST', '/auth/admin/totp/setup', {
        totp_token: challenge.totp_token,
      });
      stored = { secret: setup.secret, lastStep: 0 };
    } else {
      stored = JSON.parse(readFileSync(file, 'utf8')) as Stored;
    }
    const { code, step } = await unusedCode(stored);
    const session = await api<SessionPayload>('POST', '/auth/admin/totp', {
      totp_token: challenge.totp_token,
      code,
    });
    writeFileSync(file, JSON.stringify({ ...stored, lastStep: step }));
    return { token: session.key, profileId: session.user._id, accountId: session.user.user_id._id };
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
    let entries: import('node:fs').Dirent[] = [];
    try {
      entries = readdirSync(outbox, { withFileTypes: true });
    } catch {
      entries = [];
    }
    const mails = entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map(
        (entry) =>
          JSON.parse(readFileSync(join(outbox, entry.name), 'utf8')) as {
            to: string;
            text: string;
            createdAt: string;
          },
      )
      .filter((mail) => mail.to === address && mail.createdAt >= since)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    if (mails[0]) return mails[0].text;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${address}`);
}

/**
 * Signs an invited administrator in through the screens: password, then the first-time set-up (QR code, key
 * and recovery codes shown), then the code computed from the key shown on the screen.
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
