import {
  type AdminMentor,
  type CreateMentor,
  type LoginPayload,
  MENTORING_ROUTES,
  segmentOf,
} from '@tvet/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { insertAccount } from '../db/accounts';
import { users } from '../db/schema';
import { graduateInstitutions } from '../features/institutions/institutions.table';
import { programmes } from '../features/programmes/programmes.table';
import { hashPassword } from '../platform/secrets';
import { DEMO_PASSWORD } from '../seed/accounts.factory';
import { STRONG_PASSWORD, uniqueIdentity } from './accounts.fixtures';
import { client, type TestApp } from './harness';

/*
 * Mentoring fixtures (issue 12): mentors made and invited through the API, their password set from the mailed
 * link exactly as a mentor would; graduates and institution links written straight to the tables (many are
 * needed, and no test here is about how they came to be).
 */

const api = (t: TestApp) => client(t.app).post;

/** The token of the last invitation link mailed to `email`. */
export function invitationTokenFor(t: TestApp, email: string): string {
  const mail = t.mail.sent.filter((message) => message.to === email.toLowerCase()).at(-1);
  const token = mail?.text.match(/\/invitation\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${email}`);
  return token;
}

export function mentorBody(overrides: Partial<CreateMentor> = {}): CreateMentor {
  const { email } = uniqueIdentity('ment');
  return {
    name: 'Ngozi Adeyemi',
    email,
    mentor_type: 'individual',
    area_of_specialization: 'Solar PV installation',
    industry_type: 'Energy & Power',
    ...overrides,
  };
}

/** An administrator creates a mentor; answers the console's view of them. */
export async function createMentor(t: TestApp, adminToken: string, overrides: Partial<CreateMentor> = {}) {
  const res = await api(t)<AdminMentor>(
    `/api${MENTORING_ROUTES.adminMentors}`,
    mentorBody(overrides),
    adminToken,
  );
  expect(res.statusCode, res.body.msg).toBe(201);
  return res.body.payload;
}

/** A mentor created by the administrator who set their password from the link and signed in. */
export async function mentorSession(t: TestApp, adminToken: string, overrides: Partial<CreateMentor> = {}) {
  const mentor = await createMentor(t, adminToken, overrides);
  const token = invitationTokenFor(t, mentor.user_id.email);
  const { username } = uniqueIdentity('mt');
  const accepted = await api(t)(`/api/v1/invitations/${token}`, { username, password: STRONG_PASSWORD });
  expect(accepted.statusCode, accepted.body.msg).toBe(201);
  const login = await api(t)<LoginPayload>(`/api/v1/auth/${segmentOf('mentor')}/login`, {
    email: mentor.user_id.email,
    password: STRONG_PASSWORD,
  });
  expect(login.statusCode, login.body.msg).toBe(200);
  return {
    mentor,
    token: login.body.payload.key,
    accountId: mentor.user_id._id,
    profileId: mentor._id,
    email: mentor.user_id.email,
  };
}
export type MentorSession = Awaited<ReturnType<typeof mentorSession>>;

let passwordHash: Promise<string> | undefined;
let sequence = 0;

export interface GraduateInput {
  name?: string;
  state?: string;
  isEmployed?: boolean | null;
  isActive?: boolean;
  /** Institution links: institution profile id, programme, year, claim state. */
  links?: { institutionId: string; programmeId?: string; year?: number; claimStatus?: string }[];
}

/** A verified graduate (password DEMO_PASSWORD) with a profile and institution links, written directly. */
export async function graduate(t: TestApp, input: GraduateInput = {}) {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  sequence += 1;
  const { email, username } = uniqueIdentity(`gr${sequence}`);
  const { user, profile } = await insertAccount(t.database.db, {
    userType: 'graduate',
    name: input.name ?? 'Amina Bello',
    username,
    email,
    passwordHash: await passwordHash,
    isEmailVerified: true,
    address: null,
    phone: '+2348031234567',
    profile: {
      gender: 'female',
      state: input.state ?? 'Ogun',
      lga: 'Yewa South',
      nationality: 'Nigeria',
      isEmployed: input.isEmployed === undefined ? true : input.isEmployed,
      currentOccupation: input.isEmployed === false ? null : 'Electrical technician',
      skillsAcquired: ['Solar PV maintenance'],
    },
  });
  if (input.isActive === false) {
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
  }
  for (const link of input.links ?? []) {
    await t.database.db.insert(graduateInstitutions).values({
      graduateId: profile.id,
      institutionId: link.institutionId,
      programmeId: link.programmeId ?? null,
      graduationYear: link.year ?? null,
      claimStatus: link.claimStatus ?? 'confirmed',
    });
  }
  return { accountId: user.id, profileId: profile.id, email, password: DEMO_PASSWORD };
}
export type TestGraduate = Awaited<ReturnType<typeof graduate>>;

/** An institution (profile id) with programmes by name (ids), written directly. */
export async function institution(t: TestApp, programmeNames: string[] = []) {
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const { email, username } = uniqueIdentity('inst');
  const { profile } = await insertAccount(t.database.db, {
    userType: 'institution',
    name: 'Federal Polytechnic Ilaro',
    username,
    email,
    passwordHash: await passwordHash,
    isEmailVerified: true,
    address: null,
    phone: null,
    profile: {},
  });
  const ids: Record<string, string> = {};
  for (const name of programmeNames) {
    const [row] = await t.database.db
      .insert(programmes)
      .values({
        institutionId: profile.id,
        name,
        accreditationType: 'full',
        grantedDate: '2020-01-01',
        expiryDate: '2030-01-01',
        status: 'approved',
      })
      .returning({ id: programmes.id });
    ids[name] = row.id;
  }
  return { id: profile.id, programmes: ids };
}
