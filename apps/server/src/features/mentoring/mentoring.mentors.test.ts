import {
  ADMIN_MESSAGES,
  type AdminMentor,
  type AuditEntry,
  MENTORING_MESSAGES,
  MENTORING_ROUTES,
  type Paged,
  SERVER_MESSAGES,
} from '@tvet/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, users } from '../../db/schema';
import { STRONG_PASSWORD, uniqueIdentity } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { createMentor, invitationTokenFor, mentorBody, mentorSession } from '../../test/mentoring.fixtures';
import { type RoleSession, signInAs } from '../../test/roles.fixtures';

/*
 * Mentor accounts (issue 12): an administrator creates a mentor (no password ever chosen by an administrator); the
 * mentor sets one from a mailed single-use, expiring link; administrators edit, deactivate (sessions end) and
 * re-invite (the old link dies). Every change is audited. Bad input is a 4xx that changes nothing.
 */

let t: TestApp;
let admin: RoleSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'admin');
});
afterAll(async () => {
  await t.close();
});

const api = () => client(t.app);
const route = (path: string) => `/api${path}`;

async function accountOf(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

async function auditOf(targetId: string) {
  const res = await api().get<Paged<AuditEntry>>(route(`/v1/admin/audit?target_id=${targetId}`), admin.token);
  return res.body.payload.docs.map((entry) => entry.action);
}

describe('creating a mentor and the invitation', () => {
  it('creates the account with no usable password and mails a link that works once', async () => {
    const body = mentorBody({ name: 'Dangote Foundation', mentor_type: 'organization' });
    const res = await api().post<AdminMentor>(route(MENTORING_ROUTES.adminMentors), body, admin.token);
    expect(res.statusCode, res.body.msg).toBe(201);
    expect(res.body.msg).toBe(MENTORING_MESSAGES.mentorCreated(body.email));
    expect(res.body.payload).toMatchObject({
      user_id: { name: 'Dangote Foundation', email: body.email, is_active: true },
      mentor_type: 'organization',
      area_of_specialization: body.area_of_specialization,
      industry_type: body.industry_type,
      status: 'invited',
      joinedAt: null,
      cohort_size: 0,
    });
    expect(res.body.payload.invitationExpiresAt).not.toBeNull();
    expect(JSON.stringify(res.body.payload)).not.toMatch(/password|hash|token/i);

    const mail = t.mail.sent.filter((m) => m.to === body.email).at(-1);
    expect(mail?.subject).toBe(MENTORING_MESSAGES.invitationMailSubject);
    expect(mail?.text).toMatch(/http:\/\/localhost(:\d+)?\/invitation\/[A-Za-z0-9_-]{40,}/);
    const token = invitationTokenFor(t, body.email);

    // Before accepting, no password signs in (the one stored is random and known to nobody).
    const early = await api().post(route('/v1/auth/mentors/login'), {
      email: body.email,
      password: STRONG_PASSWORD,
    });
    expect(early.statusCode).toBe(401);

    const preview = await api().get(route(`/v1/invitations/${token}`));
    expect(preview.statusCode).toBe(200);
    expect(preview.body.payload).toMatchObject({ email: body.email, user_type: 'mentor' });

    const { username } = uniqueIdentity('mnt');
    const accepted = await api().post(route(`/v1/invitations/${token}`), {
      username,
      password: STRONG_PASSWORD,
    });
    expect(accepted.statusCode, accepted.body.msg).toBe(201);
    expect(accepted.body.payload).toMatchObject({
      _id: res.body.payload.user_id._id,
      user_type: 'mentor',
      username,
    });

    // The link is spent: reading or using it again is refused, and the password stays the mentor's.
    const again = await api().post(route(`/v1/invitations/${token}`), {
      username: `${username}x`,
      password: 'Other-Pass-2024',
    });
    expect(again.statusCode).toBe(404);
    expect(again.body.msg).toBe(ADMIN_MESSAGES.invitationInvalid);
    expect((await api().get(route(`/v1/invitations/${token}`))).statusCode).toBe(404);

    const login = await api().post(route('/v1/auth/mentors/login'), {
      email: body.email,
      password: STRONG_PASSWORD,
    });
    expect(login.statusCode, login.body.msg).toBe(200);
    expect(login.body.payload.user).toMatchObject({ _id: res.body.payload._id });

    const after = await api().get<AdminMentor>(
      route(MENTORING_ROUTES.adminMentor(res.body.payload._id)),
      admin.token,
    );
    expect(after.body.payload).toMatchObject({
      status: 'active',
      invitationExpiresAt: null,
      user_id: { username },
    });
    expect(after.body.payload.joinedAt).not.toBeNull();
    expect(await auditOf(res.body.payload._id)).toContain('mentor.create');
  });

  it('an expired link is refused and the mentor shows as invitation expired until re-invited', async () => {
    const mentor = await createMentor(t, admin.token);
    const token = invitationTokenFor(t, mentor.user_id.email);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, mentor.user_id.email));
    const { username } = uniqueIdentity('exp');
    const expired = await api().post(route(`/v1/invitations/${token}`), {
      username,
      password: STRONG_PASSWORD,
    });
    expect(expired.statusCode).toBe(404);
    expect(expired.body.msg).toBe(ADMIN_MESSAGES.invitationInvalid);
    expect((await accountOf(mentor.user_id.email)).isEmailVerified).toBe(false);

    const view = await api().get<AdminMentor>(route(MENTORING_ROUTES.adminMentor(mentor._id)), admin.token);
    expect(view.body.payload.status).toBe('invitation_expired');
    const listed = await api().get<Paged<AdminMentor>>(
      route(`${MENTORING_ROUTES.adminMentors}?status=invitation_expired&limit=100`),
      admin.token,
    );
    expect(listed.body.payload.docs.map((m) => m._id)).toContain(mentor._id);
  });

  it('re-inviting mails a new link and kills the old one', async () => {
    const mentor = await createMentor(t, admin.token);
    const oldToken = invitationTokenFor(t, mentor.user_id.email);
    const res = await api().post<AdminMentor>(
      route(MENTORING_ROUTES.reinviteMentor(mentor._id)),
      {},
      admin.token,
    );
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.msg).toBe(MENTORING_MESSAGES.mentorReinvited(mentor.user_id.email));
    const newToken = invitationTokenFor(t, mentor.user_id.email);
    expect(newToken).not.toBe(oldToken);

    const { username } = uniqueIdentity('rei');
    const old = await api().post(route(`/v1/invitations/${oldToken}`), {
      username,
      password: STRONG_PASSWORD,
    });
    expect(old.statusCode).toBe(404);
    const fresh = await api().post(route(`/v1/invitations/${newToken}`), {
      username,
      password: STRONG_PASSWORD,
    });
    expect(fresh.statusCode, fresh.body.msg).toBe(201);
    expect(await auditOf(mentor._id)).toContain('mentor.reinvite');

    // Once the password is set, re-inviting is refused (Forgot password is the way back in).
    const joined = await api().post(route(MENTORING_ROUTES.reinviteMentor(mentor._id)), {}, admin.token);
    expect(joined.statusCode).toBe(409);
    expect(joined.body.msg).toBe(MENTORING_MESSAGES.alreadyJoined);
  });

  it('refuses an e-mail that already has an account, changing nothing', async () => {
    const existing = await signInAs(t, 'graduate');
    const before = (
      await api().get<Paged<AdminMentor>>(route(`${MENTORING_ROUTES.adminMentors}?limit=1`), admin.token)
    ).body.payload.totalDocs;
    const sent = t.mail.sent.length;
    const res = await api().post(
      route(MENTORING_ROUTES.adminMentors),
      mentorBody({ email: existing.email }),
      admin.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.body.msg).toBe(MENTORING_MESSAGES.emailTaken);
    expect(res.body.payload).toEqual({ fields: { email: MENTORING_MESSAGES.emailTaken } });
    // A mentor's address twice, in another letter case.
    const mentor = await createMentor(t, admin.token);
    const twice = await api().post(
      route(MENTORING_ROUTES.adminMentors),
      mentorBody({ email: mentor.user_id.email.toUpperCase() }),
      admin.token,
    );
    expect(twice.statusCode).toBe(409);
    const after = (
      await api().get<Paged<AdminMentor>>(route(`${MENTORING_ROUTES.adminMentors}?limit=1`), admin.token)
    ).body.payload.totalDocs;
    expect(after).toBe(before + 1);
    expect(t.mail.sent.length).toBe(sent + 1);
  });

  it('refuses bad input naming the field, and a password in the body', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...mentorBody(), mentor_type: 'company' }, 'mentor_type'],
      [{ ...mentorBody(), industry_type: 'Fishing boats' }, 'industry_type'],
      [{ ...mentorBody(), email: 'not-an-address' }, 'email'],
      [{ ...mentorBody(), area_of_specialization: '  ' }, 'area_of_specialization'],
      [{ ...mentorBody(), name: 'R2-D2 <script>' }, 'name'],
      [{ ...mentorBody(), name: 'Unit 7 Trust' }, 'name'],
      [{ ...mentorBody(), password: STRONG_PASSWORD }, 'password'],
    ];
    for (const [body, field] of cases) {
      const res = await api().post(route(MENTORING_ROUTES.adminMentors), body, admin.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.payload.fields)).toContain(field);
      expect(await accountOf(String(body.email).toLowerCase())).toBeUndefined();
    }
    // An organisation may carry digits.
    const org = await api().post(
      route(MENTORING_ROUTES.adminMentors),
      mentorBody({ name: 'Unit 7 Trust', mentor_type: 'organization' }),
      admin.token,
    );
    expect(org.statusCode, org.body.msg).toBe(201);
  });

  it('is for administrators only', async () => {
    for (const role of ['graduate', 'mentor', 'institution', 'employer', 'staff'] as const) {
      const session = await signInAs(t, role);
      const created = await api().post(route(MENTORING_ROUTES.adminMentors), mentorBody(), session.token);
      expect(created.statusCode, role).toBe(403);
      expect((await api().get(route(MENTORING_ROUTES.adminMentors), session.token)).statusCode, role).toBe(
        403,
      );
    }
    expect((await api().get(route(MENTORING_ROUTES.adminMentors))).statusCode).toBe(401);
  });
});

describe('editing, deactivating and reactivating', () => {
  it('edits the profile; the e-mail only before the password is set (the new address gets the link)', async () => {
    const mentor = await createMentor(t, admin.token);
    const oldToken = invitationTokenFor(t, mentor.user_id.email);
    const { email: newEmail } = uniqueIdentity('new');
    const res = await api().patch<AdminMentor>(
      route(MENTORING_ROUTES.adminMentor(mentor._id)),
      { email: newEmail, industry_type: 'Agriculture', area_of_specialization: 'Agro-processing' },
      admin.token,
    );
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.payload).toMatchObject({
      user_id: { email: newEmail },
      industry_type: 'Agriculture',
      area_of_specialization: 'Agro-processing',
      status: 'invited',
    });
    const { username } = uniqueIdentity('edt');
    expect(
      (await api().post(route(`/v1/invitations/${oldToken}`), { username, password: STRONG_PASSWORD }))
        .statusCode,
    ).toBe(404);
    const accepted = await api().post(route(`/v1/invitations/${invitationTokenFor(t, newEmail)}`), {
      username,
      password: STRONG_PASSWORD,
    });
    expect(accepted.statusCode, accepted.body.msg).toBe(201);

    const locked = await api().patch(
      route(MENTORING_ROUTES.adminMentor(mentor._id)),
      { email: uniqueIdentity('late').email },
      admin.token,
    );
    expect(locked.statusCode).toBe(409);
    expect(locked.body.msg).toBe(MENTORING_MESSAGES.emailLocked);
    const renamed = await api().patch<AdminMentor>(
      route(MENTORING_ROUTES.adminMentor(mentor._id)),
      { name: 'Ngozi Adeyemi-Okafor', mentor_type: 'individual' },
      admin.token,
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.body.payload.user_id.name).toBe('Ngozi Adeyemi-Okafor');
    expect(await auditOf(mentor._id)).toEqual(expect.arrayContaining(['mentor.update']));

    const empty = await api().patch(route(MENTORING_ROUTES.adminMentor(mentor._id)), {}, admin.token);
    expect(empty.statusCode).toBe(400);
    const unknown = await api().patch(
      route(MENTORING_ROUTES.adminMentor(crypto.randomUUID())),
      { name: 'Ada Obi' },
      admin.token,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.msg).toBe(MENTORING_MESSAGES.mentorNotFound);
  });

  it('deactivation ends the sessions at once and kills pending links; reactivation lets them sign in again', async () => {
    const session = await mentorSession(t, admin.token);
    const own = MENTORING_ROUTES.cohort(session.accountId);
    expect((await api().get(route(own), session.token)).statusCode).toBe(200);

    const res = await api().post<AdminMentor>(
      route(MENTORING_ROUTES.deactivateMentor(session.profileId)),
      { reason: 'Left the programme' },
      admin.token,
    );
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.payload.status).toBe('deactivated');
    const refused = await api().get(route(own), session.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.body.msg).toBe(SERVER_MESSAGES.refreshInvalid);
    const login = await api().post(route('/v1/auth/mentors/login'), {
      email: session.email,
      password: STRONG_PASSWORD,
    });
    expect(login.statusCode).not.toBe(200);
    expect(
      (await api().post(route(MENTORING_ROUTES.deactivateMentor(session.profileId)), {}, admin.token))
        .statusCode,
    ).toBe(409);
    // Deactivated mentors are not re-invited.
    expect(
      (await api().post(route(MENTORING_ROUTES.reinviteMentor(session.profileId)), {}, admin.token)).body.msg,
    ).toBe(MENTORING_MESSAGES.mentorIsDeactivated);

    const back = await api().post<AdminMentor>(
      route(MENTORING_ROUTES.reactivateMentor(session.profileId)),
      {},
      admin.token,
    );
    expect(back.statusCode).toBe(200);
    expect(back.body.payload.status).toBe('active');
    const again = await api().post(route('/v1/auth/mentors/login'), {
      email: session.email,
      password: STRONG_PASSWORD,
    });
    expect(again.statusCode, again.body.msg).toBe(200);
    expect(await auditOf(session.profileId)).toEqual(
      expect.arrayContaining(['mentor.deactivate', 'mentor.reactivate']),
    );

    // A mentor deactivated before accepting: the link dies with it.
    const pending = await createMentor(t, admin.token);
    const token = invitationTokenFor(t, pending.user_id.email);
    await api().post(route(MENTORING_ROUTES.deactivateMentor(pending._id)), {}, admin.token);
    const { username } = uniqueIdentity('dea');
    expect(
      (await api().post(route(`/v1/invitations/${token}`), { username, password: STRONG_PASSWORD }))
        .statusCode,
    ).toBe(404);
  });

  it('lists mentors with search, type and status filters, paged and capped', async () => {
    const unique = `Zarah${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    await createMentor(t, admin.token, { name: `${unique} Bello` });
    await createMentor(t, admin.token, { name: `${unique} Group`, mentor_type: 'organization' });
    const all = await api().get<Paged<AdminMentor>>(
      route(`${MENTORING_ROUTES.adminMentors}?q=${unique.toLowerCase()}`),
      admin.token,
    );
    expect(all.body.payload.totalDocs).toBe(2);
    const orgs = await api().get<Paged<AdminMentor>>(
      route(`${MENTORING_ROUTES.adminMentors}?q=${unique}&mentor_type=organization`),
      admin.token,
    );
    expect(orgs.body.payload.docs.map((m) => m.user_id.name)).toEqual([`${unique} Group`]);
    const capped = await api().get<Paged<AdminMentor>>(
      route(`${MENTORING_ROUTES.adminMentors}?limit=9999`),
      admin.token,
    );
    expect(capped.body.payload.limit).toBe(100);
    const bad = await api().get(route(`${MENTORING_ROUTES.adminMentors}?status=sleeping`), admin.token);
    expect(bad.statusCode).toBe(400);
  });
});
