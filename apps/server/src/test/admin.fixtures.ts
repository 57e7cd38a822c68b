import {
  type AdminSignInChallenge,
  type LoginPayload,
  TOTP_PERIOD_SECONDS,
  type TotpSetup,
} from '@tvet/contract';
import { totpFor } from '../platform/totp';
import { type Answer, client, type TestApp } from './harness';

/*
 * Administrators sign in in two steps (password, then a TOTP code): these helpers do both, computing codes from
 * the secret the set-up step answered, exactly as an authenticator app would. Nothing server-side is bypassed.
 */

interface Enrolment {
  secret: string;
  email: string;
  recoveryCodes: string[];
  /** The last time step a code was made for: each sign-in uses a later one (a code is accepted once). */
  lastStep: number;
}
const enrolments = new Map<string, Enrolment>();

export function enrolmentOf(email: string): Enrolment | undefined {
  return enrolments.get(email.toLowerCase());
}

/** A code an authenticator app would show for this secret at `timestamp`. */
export const totpCode = (secret: string, timestamp = Date.now()) =>
  totpFor(secret, 'test').generate({ timestamp });

/**
 * A code for a time step not used yet by this test process: the current step, else the next one (accepted
 * within the ±1 window). Throws when both were used (more than two sign-ins of one administrator in 30 s).
 */
export function nextCode(enrolment: Enrolment, now = Date.now()) {
  const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
  const use = Math.max(step, enrolment.lastStep + 1);
  if (use > step + 1) throw new Error('two codes of this administrator were used in this 30 s step already');
  enrolment.lastStep = use;
  return totpCode(enrolment.secret, use * TOTP_PERIOD_SECONDS * 1000);
}

export async function passwordStep(t: TestApp, email: string, password: string) {
  const res = await client(t.app).post<AdminSignInChallenge>('/api/v1/auth/admins/login', {
    email,
    password,
  });
  if (res.statusCode !== 200) throw new Error(`admin sign-in: ${res.statusCode} ${res.body.msg}`);
  return res.body.payload;
}

export async function setUpTotp(t: TestApp, email: string, totpToken: string): Promise<TotpSetup> {
  const res = await client(t.app).post<TotpSetup>('/api/v1/auth/admin/totp/setup', { totp_token: totpToken });
  if (res.statusCode !== 200) throw new Error(`TOTP set-up: ${res.statusCode} ${res.body.msg}`);
  enrolments.set(email.toLowerCase(), {
    secret: res.body.payload.secret,
    email,
    recoveryCodes: res.body.payload.recovery_codes,
    lastStep: 0,
  });
  return res.body.payload;
}

export const totpStep = (t: TestApp, body: Record<string, unknown>): Promise<Answer<LoginPayload>> =>
  client(t.app).post<LoginPayload>('/api/v1/auth/admin/totp', body);

/** The whole sign-in of an administrator: password, set-up at the first sign-in, then a fresh code. */
export async function adminLogin(t: TestApp, email: string, password: string): Promise<LoginPayload> {
  const challenge = await passwordStep(t, email, password);
  if (challenge.setup_required) await setUpTotp(t, email, challenge.totp_token);
  const enrolment = enrolmentOf(email);
  if (!enrolment)
    throw new Error(`no TOTP secret known for ${email}: it was set up outside this test process`);
  const res = await totpStep(t, { totp_token: challenge.totp_token, code: nextCode(enrolment) });
  if (res.statusCode !== 200) throw new Error(`admin TOTP step: ${res.statusCode} ${res.body.msg}`);
  return res.body.payload;
}
