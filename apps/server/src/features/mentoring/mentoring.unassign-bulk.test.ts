import {
  type AdminMentor,
  type AssignmentPreview,
  type AssignmentResult,
  type AuditEntry,
  MENTORING_MESSAGES,
  MENTORING_ROUTES,
  type Mentee,
  type Paged,
} from '@tvet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { createMentor, graduate, institution, mentorSession } from '../../test/mentoring.fixtures';
import { type RoleSession, signInAs } from '../../test/roles.fixtures';

/*
 * Bulk unassignment (issue 12): an administrator removes the mentor's mentees matching the assignment filters,
 * or every mentee when they ask for all; nobody else's cohort moves; refusals change nothing; it is audited.
 */

let t: TestApp;
let admin: RoleSession;
let poly: Awaited<ReturnType<typeof institution>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'admin');
  poly = await institution(t, ['Electrical Engineering', 'Welding']);
});
afterAll(async () => {
  await t.close();
});

const api = () => client(t.app);
const route = (path: string) => `/api${path}`;
const unassignBulk = (mentorId: string, body: unknown, token = admin.token) =>
  api().post<AssignmentResult>(route(MENTORING_ROUTES.unassignBulk(mentorId)), body, token);

async function cohortIds(mentorId: string) {
  const res = await api().get<Paged<Mentee>>(
    route(`${MENTORING_ROUTES.cohort(mentorId)}?limit=100`),
    admin.token,
  );
  expect(res.statusCode, res.body.msg).toBe(200);
  return res.body.payload.docs.map((mentee) => mentee._id).sort();
}

async function assign(mentorId: string, ...graduates: { profileId: string }[]) {
  for (const one of graduates) {
    const res = await api().post(
      route(MENTORING_ROUTES.assign(mentorId)),
      { graduate_id: one.profileId },
      admin.token,
    );
    expect(res.statusCode, res.body.msg).toBe(201);
  }
}

async function bulkAudit(mentorId: string) {
  const res = await api().get<Paged<AuditEntry>>(
    route(`/v1/admin/audit?target_id=${mentorId}&action=mentor.unassign_bulk`),
    admin.token,
  );
  expect(res.statusCode, res.body.msg).toBe(200);
  return res.body.payload.docs;
}

/** Two mentors sharing graduates: A has two Electrical 2021 graduates and one welder; B has one of A's and another. */
async function twoCohorts() {
  const electrical = (year = 2021) => ({
    links: [{ institutionId: poly.id, programmeId: poly.programmes['Electrical Engineering'], year }],
  });
  const [shared, onlyA, welder, onlyB] = await Promise.all([
    graduate(t, electrical()),
    graduate(t, electrical()),
    graduate(t, { links: [{ institutionId: poly.id, programmeId: poly.programmes.Welding, year: 2021 }] }),
    graduate(t, electrical()),
  ]);
  const a = await createMentor(t, admin.token);
  const b = await createMentor(t, admin.token);
  await assign(a._id, shared, onlyA, welder);
  await assign(b._id, shared, onlyB);
  const filters = {
    institution_id: poly.id,
    programme_id: poly.programmes['Electrical Engineering'],
    graduation_year: 2021,
  };
  return { a, b, shared, onlyA, welder, onlyB, filters };
}

describe('bulk unassignment', () => {
  it('removes exactly the matching mentees of this mentor, audited, and no other mentor’s', async () => {
    const { a, b, shared, onlyA, welder, onlyB, filters } = await twoCohorts();
    // The preview's already_assigned is what the removal will take.
    const seen = await api().post<AssignmentPreview>(
      route(MENTORING_ROUTES.assignPreview(a._id)),
      filters,
      admin.token,
    );
    expect(seen.body.payload.already_assigned).toBe(2);

    const res = await unassignBulk(a._id, filters);
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body).toMatchObject({
      msg: MENTORING_MESSAGES.bulkUnassigned(2),
      payload: { assigned: 0, unassigned: 2, cohort_size: 1 },
    });
    expect(await cohortIds(a._id)).toEqual([welder.profileId]);
    expect(await cohortIds(b._id)).toEqual([shared.profileId, onlyB.profileId].sort());
    const view = await api().get<AdminMentor>(route(MENTORING_ROUTES.adminMentor(a._id)), admin.token);
    expect(view.body.payload.cohort_size).toBe(1);

    const [entry, ...more] = await bulkAudit(a._id);
    expect(more).toHaveLength(0);
    expect(entry.actor._id).toBe(admin.accountId);
    expect(entry.target_type).toBe('mentor');
    expect(entry.detail).toEqual({
      unassigned: 2,
      all: false,
      ...filters,
      graduate_ids: [shared.profileId, onlyA.profileId].sort().join(','),
    });
    expect(await bulkAudit(b._id)).toHaveLength(0);
  });

  it('removes every mentee, deactivated ones included, only when all is asked for', async () => {
    const { a, b, shared, onlyB } = await twoCohorts();
    await assign(a._id, await graduate(t));
    const gone = await graduate(t, { isActive: false });
    // A graduate deactivated after being assigned stays in the cohort; assign refuses them now, so insert.
    await t.database.db.execute(
      sql`insert into mentor_assignments (mentor_id, graduate_id) values (${a._id}::uuid, ${gone.profileId}::uuid)`,
    );
    const res = await unassignBulk(a._id, { all: true });
    expect(res.statusCode, res.body.msg).toBe(200);
    expect(res.body).toMatchObject({
      msg: MENTORING_MESSAGES.bulkUnassigned(5),
      payload: { unassigned: 5, cohort_size: 0 },
    });
    expect(await cohortIds(a._id)).toEqual([]);
    expect(await cohortIds(b._id)).toEqual([shared.profileId, onlyB.profileId].sort());
    expect((await bulkAudit(a._id))[0].detail).toMatchObject({ unassigned: 5, all: true });

    const again = await unassignBulk(a._id, { all: true });
    expect(again.statusCode).toBe(400);
    expect(again.body.msg).toBe(MENTORING_MESSAGES.cohortEmpty);
  });

  it('is for administrators only: the mentor, another mentor and a graduate get 403', async () => {
    const own = await mentorSession(t, admin.token);
    const other = await mentorSession(t, admin.token);
    const member = await graduate(t, { state: 'Kwara' });
    await assign(own.profileId, member);
    const graduateSession = await signInAs(t, 'graduate');
    for (const token of [own.token, other.token, graduateSession.token]) {
      for (const body of [{ state: 'Kwara' }, { all: true }]) {
        const res = await unassignBulk(own.profileId, body, token);
        expect(res.statusCode, res.body.msg).toBe(403);
      }
    }
    expect(await cohortIds(own.profileId)).toEqual([member.profileId]);
    expect(await bulkAudit(own.profileId)).toHaveLength(0);
  });

  it('refuses zero matches, no filter, all with filters and bad filters, changing nothing', async () => {
    const { a, b, shared, onlyA, welder, onlyB } = await twoCohorts();
    const before = [shared.profileId, onlyA.profileId, welder.profileId].sort();
    // onlyB matches the filters but is not this mentor's: nothing of A's cohort matches.
    const elsewhere = await graduate(t, { state: 'Sokoto' });
    await assign(b._id, elsewhere);
    const refusals: [unknown, string | null][] = [
      [{ state: 'Sokoto' }, MENTORING_MESSAGES.noMenteesMatch],
      [{ institution_id: poly.id, graduation_year: 1990 }, MENTORING_MESSAGES.noMenteesMatch],
      [{}, MENTORING_MESSAGES.unassignFilterRequired],
      [{ all: false }, null],
      [{ all: true, state: 'Ogun' }, MENTORING_MESSAGES.unassignAllWithFilters],
      [{ state: 'Atlantis' }, null],
      [{ state: 'Ogun', everyone: true }, null],
    ];
    for (const [body, msg] of refusals) {
      const res = await unassignBulk(a._id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (msg) expect(res.body.msg, JSON.stringify(body)).toBe(msg);
    }
    expect(await cohortIds(a._id)).toEqual(before);
    expect(await cohortIds(b._id)).toEqual([shared.profileId, onlyB.profileId, elsewhere.profileId].sort());
    expect(await bulkAudit(a._id)).toHaveLength(0);
  });
});
