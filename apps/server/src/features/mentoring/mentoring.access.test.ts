import {
  type GraduateMentor,
  type LinkedInstitutions,
  MENTORING_MESSAGES,
  MENTORING_ROUTES,
  type Mentee,
  type MenteeDetail,
  type MentorOverview,
  type Paged,
} from '@tvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, STRONG_PASSWORD, uniqueIdentity } from '../../test/accounts.fixtures';
import { fetchFile, pdfBody, uploadsClient } from '../../test/files.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import {
  createMentor,
  graduate,
  institution,
  invitationTokenFor,
  type MentorSession,
  mentorSession,
  type TestGraduate,
} from '../../test/mentoring.fixtures';
import { type RoleSession, signInAs } from '../../test/roles.fixtures';

/*
 * Who reads what (issue 12): a mentor reads their own cohort, its members' profiles, institutions and files, and
 * nothing of any other graduate (every read refused, existing or not); other roles read no mentor's cohort; a
 * graduate reads their own mentors only, and only those who have joined and are active.
 */

let t: TestApp;
let admin: RoleSession;
let mentorA: MentorSession;
let mentorB: MentorSession;
let amina: TestGraduate & { token: string; resumeUrl: string };
let bayo: TestGraduate;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'admin');
  const poly = await institution(t, ['Electrical Engineering']);
  mentorA = await mentorSession(t, admin.token, { name: 'Ngozi Adeyemi' });
  mentorB = await mentorSession(t, admin.token, { name: 'Lagos Tech Hub', mentor_type: 'organization' });
  const a = await graduate(t, {
    name: 'Amina Bello',
    links: [{ institutionId: poly.id, programmeId: poly.programmes['Electrical Engineering'], year: 2021 }],
  });
  const session = await login(t, 'graduate', a.email, a.password);
  const uploaded = await uploadsClient(t.app).document(
    { user: { id: a.accountId, userType: 'graduate' }, profile: { id: a.profileId }, token: session.key },
    'resume',
    pdfBody(undefined, 'Amina CV.pdf'),
  );
  expect(uploaded.statusCode, uploaded.body.msg).toBe(200);
  amina = { ...a, token: session.key, resumeUrl: uploaded.body.payload.resume_id.url };
  bayo = await graduate(t, { name: 'Bayo Ade', isEmployed: false });
  const assign = (mentorId: string, graduateId: string) =>
    client(t.app).post(`/api${MENTORING_ROUTES.assign(mentorId)}`, { graduate_id: graduateId }, admin.token);
  expect((await assign(mentorA.profileId, amina.profileId)).statusCode).toBe(201);
  expect((await assign(mentorA.profileId, bayo.profileId)).statusCode).toBe(201);
  expect((await assign(mentorB.profileId, bayo.profileId)).statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
});

const api = () => client(t.app);
const route = (path: string) => `/api${path}`;

describe("the mentor's own cohort", () => {
  it('lists the cohort with the spec fields, searches by name, and counts the overview', async () => {
    for (const id of [mentorA.profileId, mentorA.accountId]) {
      const res = await api().get<Paged<Mentee>>(route(MENTORING_ROUTES.cohort(id)), mentorA.token);
      expect(res.statusCode, res.body.msg).toBe(200);
      expect(res.body.payload.totalDocs).toBe(2);
      expect(res.body.payload.docs.map((m) => m.user_id.name)).toEqual(['Amina Bello', 'Bayo Ade']);
    }
    const list = await api().get<Paged<Mentee>>(
      route(`${MENTORING_ROUTES.cohort(mentorA.accountId)}?name=AMI`),
      mentorA.token,
    );
    expect(list.body.payload.docs).toHaveLength(1);
    const mentee = list.body.payload.docs[0];
    expect(mentee).toMatchObject({
      _id: amina.profileId,
      user_id: { _id: amina.accountId, name: 'Amina Bello' },
      gender: 'female',
      state: 'Ogun',
      lga: 'Yewa South',
      nationality: 'Nigeria',
      is_employed: true,
      current_occupation: 'Electrical technician',
      skills_acquired: ['Solar PV maintenance'],
      resume_id: { title: 'Amina CV.pdf', url: amina.resumeUrl },
      school_id: null,
      institution_id: { user_id: { name: 'Federal Polytechnic Ilaro' } },
    });
    expect(Object.keys(mentee)).toEqual(
      expect.arrayContaining(['nin', 'o_level_certifications', 'assignedAt', 'resume_id', 'school_id']),
    );
    expect(JSON.stringify(list.body.payload)).not.toMatch(/password|hash|storage|"key"/i);

    const overview = await api().get<MentorOverview>(
      route(MENTORING_ROUTES.overview(mentorA.accountId)),
      mentorA.token,
    );
    expect(overview.body.payload).toEqual({ mentees: 2, employed: 1, unemployed: 1, not_stated: 0 });
  });

  it("reads a mentee's profile, institutions and resume", async () => {
    const detail = await api().get<MenteeDetail>(
      route(MENTORING_ROUTES.mentee(mentorA.accountId, amina.accountId)),
      mentorA.token,
    );
    expect(detail.statusCode, detail.body.msg).toBe(200);
    expect(detail.body.payload).toMatchObject({
      _id: amina.profileId,
      user_type: 'graduate',
      user_id: { _id: amina.accountId, email: amina.email },
      resume_id: { url: amina.resumeUrl },
    });
    const institutions = await api().get<LinkedInstitutions>(
      route(MENTORING_ROUTES.menteeInstitutions(amina.profileId)),
      mentorA.token,
    );
    expect(institutions.statusCode, institutions.body.msg).toBe(200);
    expect(institutions.body.payload.docs.map((i) => i.user_id.name)).toEqual(['Federal Polytechnic Ilaro']);
    // Spec 001 §3 (issue 22 point 9): the entries also carry institution_id.user_id.name.
    expect(institutions.body.payload.docs.map((i) => i.institution_id.user_id.name)).toEqual([
      'Federal Polytechnic Ilaro',
    ]);
    expect(institutions.body.payload.docs[0].institution_id._id).toBe(institutions.body.payload.docs[0]._id);
    const file = await fetchFile(t.app, amina.resumeUrl, mentorA.token);
    expect(file.statusCode).toBe(200);
    expect(file.bytes.subarray(0, 4).toString()).toBe('%PDF');
    // The graduate still reads their own institutions.
    const own = await api().get(route(MENTORING_ROUTES.menteeInstitutions(amina.accountId)), amina.token);
    expect(own.statusCode).toBe(200);
  });

  it('administrators read any cohort and mentee', async () => {
    expect((await api().get(route(MENTORING_ROUTES.cohort(mentorB.profileId)), admin.token)).statusCode).toBe(
      200,
    );
    const detail = await api().get(
      route(MENTORING_ROUTES.mentee(mentorA.profileId, amina.profileId)),
      admin.token,
    );
    expect(detail.statusCode).toBe(200);
    const notTheirs = await api().get(
      route(MENTORING_ROUTES.mentee(mentorB.profileId, amina.profileId)),
      admin.token,
    );
    expect(notTheirs.statusCode).toBe(404);
  });
});

describe('a mentor of another cohort', () => {
  it('is refused on every read of a graduate who is not theirs, and cannot tell whether they exist', async () => {
    const ghost = crypto.randomUUID();
    const reads = [
      MENTORING_ROUTES.mentee(mentorB.accountId, amina.profileId),
      MENTORING_ROUTES.mentee(mentorB.profileId, amina.accountId),
      MENTORING_ROUTES.menteeInstitutions(amina.profileId),
      MENTORING_ROUTES.menteeInstitutions(amina.accountId),
    ];
    for (const path of reads) {
      const res = await api().get(route(path), mentorB.token);
      expect(res.statusCode, path).toBe(403);
      expect(res.body.msg, path).toBe(MENTORING_MESSAGES.notYourMentee);
      expect(res.body.payload, path).toBeNull();
    }
    for (const path of [
      MENTORING_ROUTES.mentee(mentorB.accountId, ghost),
      MENTORING_ROUTES.menteeInstitutions(ghost),
    ]) {
      const res = await api().get(route(path), mentorB.token);
      expect(res.statusCode, path).toBe(403);
      expect(res.body.msg).toBe(MENTORING_MESSAGES.notYourMentee);
    }
    // Another mentor's cohort, overview, mentee detail; the graduate's own routes; the resume.
    const others = [
      MENTORING_ROUTES.cohort(mentorA.accountId),
      MENTORING_ROUTES.overview(mentorA.profileId),
      MENTORING_ROUTES.mentee(mentorA.accountId, amina.profileId),
      MENTORING_ROUTES.mentee(mentorA.accountId, bayo.profileId),
      MENTORING_ROUTES.graduateMentors(amina.accountId),
      `/v1/graduates/${amina.profileId}`,
      `/v1/graduates/${amina.profileId}/applications`,
    ];
    for (const path of others)
      expect((await api().get(route(path), mentorB.token)).statusCode, path).toBe(403);
    expect((await fetchFile(t.app, amina.resumeUrl, mentorB.token)).statusCode).toBe(403);
    // Their own mentee (shared with mentor A) is readable.
    const shared = await api().get(
      route(MENTORING_ROUTES.mentee(mentorB.accountId, bayo.profileId)),
      mentorB.token,
    );
    expect(shared.statusCode).toBe(200);
  });

  it('loses access once the graduate is unassigned', async () => {
    const temp = await graduate(t, { name: 'Chidi Eze' });
    await api().post(
      route(MENTORING_ROUTES.assign(mentorB.profileId)),
      { graduate_id: temp.profileId },
      admin.token,
    );
    const path = route(MENTORING_ROUTES.mentee(mentorB.accountId, temp.profileId));
    expect((await api().get(path, mentorB.token)).statusCode).toBe(200);
    await api().delete(route(MENTORING_ROUTES.unassign(mentorB.profileId, temp.profileId)), admin.token);
    expect((await api().get(path, mentorB.token)).statusCode).toBe(403);
    expect(
      (await api().get(route(MENTORING_ROUTES.menteeInstitutions(temp.profileId)), mentorB.token)).statusCode,
    ).toBe(403);
  });
});

describe('other roles', () => {
  it('read no cohort, mentee, overview, and cannot broadcast', async () => {
    for (const role of ['graduate', 'staff', 'institution', 'employer'] as const) {
      const session = await signInAs(t, role);
      const calls = [
        api().get(route(MENTORING_ROUTES.cohort(mentorA.accountId)), session.token),
        api().get(route(MENTORING_ROUTES.cohort(session.accountId)), session.token),
        api().get(route(MENTORING_ROUTES.mentee(mentorA.accountId, amina.profileId)), session.token),
        api().get(route(MENTORING_ROUTES.overview(mentorA.accountId)), session.token),
        api().post(route(MENTORING_ROUTES.broadcast(mentorA.accountId)), { text: 'hi' }, session.token),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode, role).toBe(403);
      if (role !== 'graduate') {
        const res = await api().get(
          route(MENTORING_ROUTES.menteeInstitutions(amina.profileId)),
          session.token,
        );
        expect(res.statusCode, role).toBe(403);
      }
    }
    expect((await api().get(route(MENTORING_ROUTES.cohort(mentorA.accountId)))).statusCode).toBe(401);
  });
});

describe("the graduate's mentors", () => {
  it('lists their own mentors with type, specialization and industry, filtered by tab', async () => {
    const session = await login(t, 'graduate', bayo.email, bayo.password);
    const res = await api().get<Paged<GraduateMentor>>(
      route(`${MENTORING_ROUTES.graduateMentors(bayo.accountId)}?limit=999`),
      session.key,
    );
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body.payload.totalDocs).toBe(2);
    expect(res.body.payload.limit).toBe(100);
    const byName = Object.fromEntries(res.body.payload.docs.map((m) => [m.mentor_id.user_id.name, m]));
    expect(byName['Lagos Tech Hub']).toMatchObject({
      mentor_id: { _id: mentorB.profileId, mentor_type: 'organization', user_id: { _id: mentorB.accountId } },
      area_of_specialization: 'Solar PV installation',
      industry_type: 'Energy & Power',
    });
    const orgs = await api().get<Paged<GraduateMentor>>(
      route(`${MENTORING_ROUTES.graduateMentors(bayo.profileId)}?mentor_type=organization`),
      session.key,
    );
    expect(orgs.body.payload.docs.map((m) => m.mentor_id.user_id.name)).toEqual(['Lagos Tech Hub']);
    expect(JSON.stringify(res.body.payload)).not.toMatch(/email|password|hash/i);
  });

  it("refuses another graduate's mentors", async () => {
    for (const id of [bayo.accountId, bayo.profileId, crypto.randomUUID()]) {
      const res = await api().get(route(MENTORING_ROUTES.graduateMentors(id)), amina.token);
      expect(res.statusCode).toBe(403);
      expect(res.body.msg).toBe(MENTORING_MESSAGES.notYourMentors);
    }
    const bad = await api().get(
      route(`${MENTORING_ROUTES.graduateMentors(amina.accountId)}?mentor_type=robot`),
      amina.token,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('does not list a mentor who has not yet accepted the invitation, until they join', async () => {
    const chidi = await graduate(t, { name: 'Chidi Okafor' });
    const session = await login(t, 'graduate', chidi.email, chidi.password);
    const invited = await createMentor(t, admin.token, { name: 'Pending Mentor' });
    for (const mentorId of [mentorA.profileId, invited._id]) {
      const assigned = await api().post(
        route(MENTORING_ROUTES.assign(mentorId)),
        { graduate_id: chidi.profileId },
        admin.token,
      );
      expect(assigned.statusCode, assigned.body.msg).toBe(201);
    }
    const mentorsOfChidi = async () =>
      (
        await api().get<Paged<GraduateMentor>>(
          route(MENTORING_ROUTES.graduateMentors(chidi.accountId)),
          session.key,
        )
      ).body.payload;
    const before = await mentorsOfChidi();
    expect(before.docs.map((m) => m.mentor_id._id)).toEqual([mentorA.profileId]);
    expect(before.totalDocs).toBe(1);

    const token = invitationTokenFor(t, invited.user_id.email);
    const accepted = await api().post(`/api/v1/invitations/${token}`, {
      username: uniqueIdentity('pm').username,
      password: STRONG_PASSWORD,
    });
    expect(accepted.statusCode, accepted.body.msg).toBe(201);
    const after = await mentorsOfChidi();
    expect(after.docs.map((m) => m.mentor_id._id).sort()).toEqual([mentorA.profileId, invited._id].sort());
    expect(after.totalDocs).toBe(2);
  });

  it('does not list a deactivated mentor', async () => {
    const gone = await mentorSession(t, admin.token, { name: 'Retired Mentor' });
    await api().post(
      route(MENTORING_ROUTES.assign(gone.profileId)),
      { graduate_id: amina.profileId },
      admin.token,
    );
    const before = await api().get<Paged<GraduateMentor>>(
      route(MENTORING_ROUTES.graduateMentors(amina.accountId)),
      amina.token,
    );
    expect(before.body.payload.docs.map((m) => m.mentor_id._id)).toContain(gone.profileId);
    await api().post(route(MENTORING_ROUTES.deactivateMentor(gone.profileId)), {}, admin.token);
    const after = await api().get<Paged<GraduateMentor>>(
      route(MENTORING_ROUTES.graduateMentors(amina.accountId)),
      amina.token,
    );
    expect(after.body.payload.docs.map((m) => m.mentor_id._id)).not.toContain(gone.profileId);
    expect(after.body.payload.docs.map((m) => m.mentor_id._id)).toEqual([mentorA.profileId]);
  });
});
