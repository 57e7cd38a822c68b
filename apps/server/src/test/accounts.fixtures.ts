import { type LoginPayload, segmentOf, type UserType } from '@tvet/contract';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { type AccountInput, createAccount, DEMO_PASSWORD } from '../seed/accounts.factory';
import { adminLogin } from './admin.fixtures';
import { client, type TestApp } from './harness';

/** A password the contract rates strong (8+ characters, an uppercase letter, a digit). */
export const STRONG_PASSWORD = 'Sunrise-Abuja-2024';

let sequence = 0;
/** A fresh address and username for each call, so tests in one file never collide. */
export function uniqueIdentity(prefix = 'user') {
  sequence += 1;
  const tag = `${prefix}${sequence}${Math.random().toString(36).slice(2, 7)}`.toLowerCase();
  return { email: `${tag}@example.ng`, username: tag.slice(0, 30) };
}

export type RegisterSegment = 'graduates' | 'staff' | 'institutions' | 'employers';

/** A valid registration body for each self-registering segment (spec 000 §3 "Registration payloads"). */
export function registrationBody(segment: RegisterSegment, overrides: Record<string, unknown> = {}) {
  const identity = uniqueIdentity(segment.slice(0, 4));
  const credentials = { ...identity, password: STRONG_PASSWORD };
  const bodies: Record<RegisterSegment, Record<string, unknown>> = {
    graduates: {
      user_type: 'graduate',
      name: 'Amaka Obi',
      ...credentials,
      nationality: 'Nigeria',
      gender: 'female',
      state: 'Ogun',
      lga: 'Abeokuta North',
    },
    staff: {
      user_type: 'staff',
      name: 'Tunde Bakare',
      ...credentials,
      nationality: 'Nigeria',
      gender: 'male',
      state: 'Lagos',
      lga: 'Ikeja',
    },
    institutions: {
      user_type: 'institution',
      name: 'Yaba College of Technology',
      ...credentials,
      institution_type: 'federal-polytechnics',
      ownership_type: 'federal',
    },
    employers: {
      user_type: 'employer',
      name: 'Kano Agro Foods Ltd.',
      ...credentials,
      industry_type: 'Agriculture',
      ownership_type: 'private',
    },
  };
  return { ...bodies[segment], ...overrides } as Record<string, any>;
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row.total;
}

export async function userByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

/** Signs in on the account type's own segment; fails the test unless the answer is 200. */
export async function login(t: TestApp, userType: UserType, email: string, password = DEMO_PASSWORD) {
  // Administrators give a TOTP code after the password (test/admin.fixtures.ts computes it like an app).
  if (userType === 'admin') return adminLogin(t, email, password);
  const res = await client(t.app).post<LoginPayload>(`/api/v1/auth/${segmentOf(userType)}/login`, {
    email,
    password,
  });
  expect(res.statusCode, res.body.msg).toBe(200);
  return res.body.payload;
}

/** A seeded account (verified unless told otherwise) and a session for it. */
export async function signedIn(
  t: TestApp,
  userType: UserType,
  input: Partial<Omit<AccountInput, 'userType'>> = {},
) {
  const { email, username } = uniqueIdentity(userType.slice(0, 4));
  const account = await createAccount(t.database.db, { userType, email, username, ...input });
  const session = await login(t, userType, account.user.email, account.password);
  return { ...account, session, token: session.key };
}

/** Registers through the API; the verification code is read from the recorded mail. */
export async function register(
  t: TestApp,
  segment: RegisterSegment,
  overrides: Record<string, unknown> = {},
) {
  const body = registrationBody(segment, overrides);
  const res = await client(t.app).post(`/api/v1/${segment}`, body);
  expect(res.statusCode, res.body.msg).toBe(201);
  return { body, res, code: await mailedCode(t, body.email) };
}

/** Registers, then verifies the address with the mailed code. */
export async function registerAndVerify(t: TestApp, segment: RegisterSegment = 'graduates') {
  const registered = await register(t, segment);
  const res = await client(t.app).post(`/api/v1/verification/verify/${registered.body.email}`, {
    otp: registered.code,
  });
  expect(res.statusCode, res.body.msg).toBe(200);
  return registered;
}

/** The code last mailed to `email`, once the mail queued by the answer has gone out. */
export async function mailedCode(t: TestApp, email: string): Promise<string> {
  await t.app.jobs.settle();
  return t.mail.codeFor(email);
}

/** The mail recorded so far, once every queued mail has gone out. */
export async function settledMail(t: TestApp) {
  await t.app.jobs.settle();
  return t.mail;
}

/** A 4-digit code guaranteed to differ from `code`. */
export const otherCode = (code: string) => String(((Number(code) - 1000 + 1) % 9000) + 1000);
