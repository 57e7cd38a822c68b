import {
  type AdminMentor,
  type AssignmentPreview,
  type AssignmentResult,
  type AuditEntry,
  MENTOR_COHORT_MAX,
  MENTORING_MESSAGES,
  MENTORING_ROUTES,
  type Mentee,
  type Paged,
} from '@tvet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { createMentor, graduate, institution } from '../../test/mentoring.fixtures';
import { type RoleSession, signInAs } from '../../test/roles.fixtures';

/*
 * Assignment (issue 12): one graduate at a time or in bulk by institution, programme, graduation year and state,
 * previewed first; a graduate may have several mentors, a pair is stored once; unassigning; the cohort cap
 * (a broadcast must fit one conversation); bulk assignments matching nothing or too many are refused, changing
 * nothing. Every change is audited.
 */

let t: TestApp;
let admin: RoleSession;
let polytechnic: Awaited<ReturnType<typeof institution>>;
let college: Awaited<ReturnType<typeof institution>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'admin');
  polytechnic = await institution(t, ['Electrical Engineering', 'Welding']);
  college = await institution(t, ['Catering']);
});
afterAll(async () => {
  await t.close();
});

const api = () => client(t.app);
const route = (path: string) => `/api${path}`;

async function cohortIds(mentorId: string) {
  const res = await api().get<Paged<Mentee>>(
    route(`${MENTORING_ROUTES.cohort(mentorId)}?limit=100`),
    admin.token,
  );
  expect(res.statusCode, res.body.msg).toBe(200);
  return res.body.payload.docs.map((mentee) => mentee._id).sort();
}

const preview = (mentorId: string, filters: unknown) =>
  api().post<AssignmentPreview>(route(MENTORING_ROUTES.assignPreview(mentorId)), filters, admin.token);
const bulk = (mentorId: string, filters: unknown) =>
  api().post<AssignmentResult>(route(MENTORING_ROUTES.assignBulk(mentorId)), filters, admin.token);

describe('one graduate at a time', () => {
  it('assigns once (by profile or account id), to several mentors, and unassigns', async () => {
    const first = await createMentor(t, admin.token);
    const second = await createMentor(t, admin.token, {
      mentor_type: 'organization',
      name: 'Lagos Tech Hub',
    });
    const amina = await graduate(t);

    const res = await api().post<AssignmentResult>(
      route(MENTORING_ROUTES.assign(first._id)),
      { graduate_id: amina.profileId },
      admin.token,
    );
    expect(res.statusCode, res.body.msg).toBe(201);
    expect(res.body).toMatchObject({
      msg: MENTORING_MESSAGES.assigned,
      payload: { assigned: 1, unassigned: 0, cohort_size: 1 },
    });
    // The same pair again (by the account id this time) stores nothing.
    const again = await api().post<AssignmentResult>(
      route(MENTORING_ROUTES.assign(first.user_id._id)),
      { graduate_id: amina.accountId },
      admin.token,
    );
    expect(again.statusCode).toBe(200);
    expect(again.body).toMatchObject({
      msg: MENTORING_MESSAGES.alreadyAssigned,
      payload: { assigned: 0, cohort_size: 1 },
    });
    const other = await api().post(
      route(MENTORING_ROUTES.assign(second._id)),
      { graduate_id: amina.profileId },
      admin.token,
    );
    expect(other.statusCode).toBe(201);
    expect(await cohortIds(first._id)).toEqual([amina.profileId]);
    expect(await cohortIds(second._id)).toEqual([amina.profileId]);

    const listed = await api().get<AdminMentor>(route(MENTORING_ROUTES.adminMentor(first._id)), admin.token);
    expect(listed.body.payload.cohort_size).toBe(1);

    const removed = await api().delete<AssignmentResult>(
      route(MENTORING_ROUTES.unassign(first._id, amina.profileId)),
      admin.token,
    );
    expect(removed.statusCode, removed.body.msg).toBe(200);
    expect(removed.body.payload).toEqual({ assigned: 0, unassigned: 1, cohort_size: 0 });
    expect(await cohortIds(first._id)).toEqual([]);
    expect(await cohortIds(second._id)).toEqual([amina.profileId]);
    const twice = await api().delete(
      route(MENTORING_ROUTES.unassign(first._id, amina.profileId)),
      admin.token,
    );
    expect(twice.statusCode).toBe(404);
    expect(twice.body.msg).toBe(MENTORING_MESSAGES.notAssigned);

    const audit = await api().get<Paged<AuditEntry>>(
      route(`/v1/admin/audit?target_id=${first._id}&limit=50`),
      admin.token,
    );
    expect(audit.body.payload.docs.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['mentor.assign', 'mentor.unassign']),
    );
  });

  it('refuses an unknown or deactivated graduate, a non-graduate and a deactivated mentor', async () => {
    const mentor = await createMentor(t, admin.token);
    const gone = await graduate(t, { isActive: false });
    const employer = await signInAs(t, 'employer');
    for (const graduateId of [crypto.randomUUID(), gone.profileId, employer.accountId]) {
      const res = await api().post(
        route(MENTORING_ROUTES.assign(mentor._id)),
        { graduate_id: graduateId },
        admin.token,
      );
      expect(res.statusCode).toBe(404);
      expect(res.body.msg).toBe(MENTORING_MESSAGES.graduateNotFound);
    }
    const bad = await api().post(
      route(MENTORING_ROUTES.assign(mentor._id)),
      { graduate_id: 'abc' },
      admin.token,
    );
    expect(bad.statusCode).toBe(400);
    const unknownMentor = await api().post(
      route(MENTORING_ROUTES.assign(crypto.randomUUID())),
      { graduate_id: (await graduate(t)).profileId },
      admin.token,
    );
    expect(unknownMentor.statusCode).toBe(404);
    expect(unknownMentor.body.msg).toBe(MENTORING_MESSAGES.mentorNotFound);

    await api().post(route(MENTORING_ROUTES.deactivateMentor(mentor._id)), {}, admin.token);
    const off = await api().post(
      route(MENTORING_ROUTES.assign(mentor._id)),
      { graduate_id: (await graduate(t)).profileId },
      admin.token,
    );
    expect(off.statusCode).toBe(409);
    expect(off.body.msg).toBe(MENTORING_MESSAGES.mentorIsDeactivated);
    expect(await cohortIds(mentor._id)).toEqual([]);
  });

  it('is for administrators only', async () => {
    const mentor = await createMentor(t, admin.token);
    const amina = await graduate(t);
    for (const role of ['graduate', 'mentor', 'institution', 'employer', 'staff'] as const) {
      const session = await signInAs(t, role);
      const calls = [
        api().post(
          route(MENTORING_ROUTES.assign(mentor._id)),
          { graduate_id: amina.profileId },
          session.token,
        ),
        api().post(route(MENTORING_ROUTES.assignPreview(mentor._id)), { state: 'Ogun' }, session.token),
        api().post(route(MENTORING_ROUTES.assignBulk(mentor._id)), { state: 'Ogun' }, session.token),
        api().delete(route(MENTORING_ROUTES.unassign(mentor._id, amina.profileId)), session.token),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode, role).toBe(403);
    }
    expect(await cohortIds(mentor._id)).toEqual([]);
  });
});

describe('in bulk by filters', () => {
  it('previews then assigns exactly the graduates every filter matches', async () => {
    const { programmes: p } = polytechnic;
    const electrical2021 = await Promise.all([
      graduate(t, {
        state: 'Ogun',
        links: [{ institutionId: polytechnic.id, programmeId: p['Electrical Engineering'], year: 2021 }],
      }),
      graduate(t, {
        state: 'Lagos',
        links: [
          {
            institutionId: polytechnic.id,
            programmeId: p['Electrical Engineering'],
            year: 2021,
            claimStatus: 'claimed',
          },
        ],
      }),
      graduate(t, {
        state: 'Ogun',
        links: [
          { institutionId: college.id, programmeId: college.programmes.Catering, year: 2019 },
          { institutionId: polytechnic.id, programmeId: p['Electrical Engineering'], year: 2021 },
        ],
      }),
    ]);
    // Not matching: another year, another programme, a rejected claim, a deactivated account.
    await graduate(t, {
      state: 'Ogun',
      links: [{ institutionId: polytechnic.id, programmeId: p['Electrical Engineering'], year: 2022 }],
    });
    await graduate(t, {
      state: 'Ogun',
      links: [{ institutionId: polytechnic.id, programmeId: p.Welding, year: 2021 }],
    });
    await graduate(t, {
      links: [
        {
          institutionId: polytechnic.id,
          programmeId: p['Electrical Engineering'],
          year: 2021,
          claimStatus: 'rejected',
        },
      ],
    });
    await graduate(t, {
      isActive: false,
      links: [{ institutionId: polytechnic.id, programmeId: p['Electrical Engineering'], year: 2021 }],
    });

    const mentor = await createMentor(t, admin.token);
    const filters = {
      institution_id: polytechnic.id,
      programme_id: p['Electrical Engineering'],
      graduation_year: 2021,
    };
    const seen = await preview(mentor._id, filters);
    expect(seen.statusCode, seen.body.msg).toBe(200);
    expect(seen.body.msg).toBe(MENTORING_MESSAGES.previewReady(3));
    expect(seen.body.payload).toEqual({
      matching: 3,
      already_assigned: 0,
      to_assign: 3,
      cohort_size: 0,
      cohort_max: MENTOR_COHORT_MAX,
      can_assign: true,
      reason: null,
    });
    expect(await cohortIds(mentor._id)).toEqual([]);

    // State narrows further.
    const ogun = await preview(mentor._id, { ...filters, state: 'Ogun' });
    expect(ogun.body.payload.matching).toBe(2);

    // One already in the cohort is counted, not added twice.
    await api().post(
      route(MENTORING_ROUTES.assign(mentor._id)),
      { graduate_id: electrical2021[0].profileId },
      admin.token,
    );
    const partly = await preview(mentor._id, filters);
    expect(partly.body.payload).toMatchObject({
      matching: 3,
      already_assigned: 1,
      to_assign: 2,
      cohort_size: 1,
    });

    const res = await bulk(mentor._id, filters);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body).toMatchObject({
      msg: MENTORING_MESSAGES.bulkAssigned(2),
      payload: { assigned: 2, unassigned: 0, cohort_size: 3 },
    });
    expect(await cohortIds(mentor._id)).toEqual(electrical2021.map((g) => g.profileId).sort());

    const nothingNew = await bulk(mentor._id, filters);
    expect(nothingNew.statusCode).toBe(409);
    expect(nothingNew.body.msg).toBe(MENTORING_MESSAGES.nothingNew);
    const noLonger = await preview(mentor._id, filters);
    expect(noLonger.body.payload).toMatchObject({ can_assign: false, reason: MENTORING_MESSAGES.nothingNew });

    const audit = await api().get<Paged<AuditEntry>>(
      route(`/v1/admin/audit?target_id=${mentor._id}&action=mentor.assign_bulk`),
      admin.token,
    );
    expect(audit.body.payload.docs[0].detail).toMatchObject({ assigned: 2, graduation_year: 2021 });
  });

  it('refuses filters matching nothing, no filter at all and bad filters, changing nothing', async () => {
    const mentor = await createMentor(t, admin.token);
    const none = await bulk(mentor._id, { institution_id: college.id, graduation_year: 1990 });
    expect(none.statusCode).toBe(400);
    expect(none.body.msg).toBe(MENTORING_MESSAGES.noGraduatesMatch);
    const previewNone = await preview(mentor._id, { institution_id: college.id, graduation_year: 1990 });
    expect(previewNone.body.payload).toMatchObject({
      matching: 0,
      can_assign: false,
      reason: MENTORING_MESSAGES.noGraduatesMatch,
    });

    const empty = await bulk(mentor._id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.body.msg).toBe(MENTORING_MESSAGES.filterRequired);
    for (const filters of [
      { state: 'Atlantis' },
      { graduation_year: 'last year' },
      { graduation_year: 1800 },
      { institution_id: 'poly' },
      { state: 'Ogun', everyone: true },
    ]) {
      const res = await bulk(mentor._id, filters);
      expect(res.statusCode, JSON.stringify(filters)).toBe(400);
      expect((res.body.payload as unknown as { fields?: object })?.fields).toBeTruthy();
    }
    expect(await cohortIds(mentor._id)).toEqual([]);
  });

  it('refuses a cohort larger than the cap with a clear sentence, changing nothing', async () => {
    // More graduates than a cohort may hold, in one statement (the same path as 200,000 would take).
    const state = 'Zamfara';
    const count = MENTOR_COHORT_MAX + 101;
    await t.database.db.execute(sql`
      with made as (
        insert into users (user_type, name, username, email, password_hash, is_email_verified)
        select 'graduate', 'Bulk Graduate', 'bulk_' || n, 'bulk' || n || '@cap.example.ng', 'x', true
        from generate_series(1, ${count}) as n
        returning id
      )
      insert into graduates (user_id, state) select id, ${state} from made`);
    const mentor = await createMentor(t, admin.token);
    const seen = await preview(mentor._id, { state });
    expect(seen.body.payload).toMatchObject({
      matching: count,
      to_assign: count,
      can_assign: false,
      reason: MENTORING_MESSAGES.cohortTooLarge(count, MENTOR_COHORT_MAX),
    });
    const res = await bulk(mentor._id, { state });
    expect(res.statusCode).toBe(409);
    expect(res.body.msg).toBe(MENTORING_MESSAGES.cohortTooLarge(count, MENTOR_COHORT_MAX));
    expect(res.body.msg).toContain(`at most ${MENTOR_COHORT_MAX}`);
    expect(await cohortIds(mentor._id)).toEqual([]);

    // Filling the cohort to the cap one by one is refused past it.
    const full = await createMentor(t, admin.token);
    await t.database.db.execute(sql`
      insert into mentor_assignments (mentor_id, graduate_id)
      select ${full._id}::uuid, g.id from graduates g where g.state = ${state} limit ${MENTOR_COHORT_MAX}`);
    const extra = await graduate(t);
    const over = await api().post(
      route(MENTORING_ROUTES.assign(full._id)),
      { graduate_id: extra.profileId },
      admin.token,
    );
    expect(over.statusCode).toBe(409);
    expect(over.body.msg).toBe(MENTORING_MESSAGES.cohortFull(MENTOR_COHORT_MAX));
    const view = await api().get<AdminMentor>(route(MENTORING_ROUTES.adminMentor(full._id)), admin.token);
    expect(view.body.payload.cohort_size).toBe(MENTOR_COHORT_MAX);
  });
});
