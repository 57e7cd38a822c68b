import {
  ACCREDITATION_DURATIONS,
  ACCREDITATION_TYPES,
  accreditationDates,
  addDuration,
  MESSAGES,
  PROGRAMME_MESSAGES,
  SERVER_MESSAGES,
  todayInNigeria,
} from '@tvet/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/accounts.fixtures';
import { client, createTestApp, type TestApp } from '../../test/harness';
import { programmes } from './programmes.table';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('programmes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  type Account = Awaited<ReturnType<typeof signedIn>>;
  let yaba: Account;
  let ilaro: Account;
  let admin: Account;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
    yaba = await signedIn(t, 'institution', { name: 'Yaba College of Technology' });
    ilaro = await signedIn(t, 'institution', { name: 'Federal Polytechnic Ilaro' });
    admin = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, as: Account = yaba) =>
    api.post('/api/v1/programmes/', body, as.token);

  async function created(body: Record<string, unknown>, as: Account = yaba) {
    const res = await create(body, as);
    expect(res.statusCode, res.body.msg).toBe(201);
    return res.body.payload;
  }

  describe('POST /v1/programmes', () => {
    it('applies the accreditation rule for each type: grant today, expiry today + its duration, pending', async () => {
      const today = todayInNigeria();
      for (const type of ACCREDITATION_TYPES) {
        const res = await create({ name: `Rule ${type}`, accreditation_type: type });
        expect(res.statusCode, res.body.msg).toBe(201);
        expect(res.body.msg).toBe(PROGRAMME_MESSAGES.created);
        expect(res.body.payload).toMatchObject({
          name: `Rule ${type}`,
          accreditation_type: type,
          ...accreditationDates(type, today),
          expiry_date: addDuration(today, ACCREDITATION_DURATIONS[type]),
          status: 'pending',
          created_by: yaba.profile.id,
          institution_name: 'Yaba College of Technology',
        });
      }
    });

    it('keeps valid dates the body gives, and takes created_by from the caller, never the body', async () => {
      const programme = await created({
        name: 'Mechanical Engineering Technology',
        accreditation_type: 'full',
        granted_date: '2023-10-01',
        expiry_date: '2028-10-01',
        status: 'pending',
        created_by: ilaro.profile.id,
      });
      expect(programme).toMatchObject({
        granted_date: '2023-10-01',
        expiry_date: '2028-10-01',
        status: 'pending',
        created_by: yaba.profile.id,
      });
      const iso = await created({
        name: 'Welding and Fabrication',
        accreditation_type: 'interim',
        granted_date: '2024-01-15T00:00:00.000Z',
        expiry_date: '2025-01-15T00:00:00.000Z',
      });
      expect(iso).toMatchObject({ granted_date: '2024-01-15', expiry_date: '2025-01-15' });
    });

    it('refuses expiry on or before grant, one date alone, and impossible dates, naming the field', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [
          { granted_date: '2025-06-01', expiry_date: '2025-05-31' },
          'expiry_date',
          PROGRAMME_MESSAGES.expiryBeforeGrant,
        ],
        [
          { granted_date: '2025-06-01', expiry_date: '2025-06-01' },
          'expiry_date',
          PROGRAMME_MESSAGES.expiryBeforeGrant,
        ],
        [{ granted_date: '2025-06-01' }, 'expiry_date', PROGRAMME_MESSAGES.datesTogether],
        [
          { granted_date: '2025-02-30', expiry_date: '2026-01-01' },
          'granted_date',
          'granted_date must be a date like 2025-09-30',
        ],
        [
          { granted_date: 'yesterday', expiry_date: '2026-01-01' },
          'granted_date',
          'granted_date must be a date like 2025-09-30',
        ],
      ];
      for (const [dates, field, message] of cases) {
        const res = await create({ name: 'Bad dates', accreditation_type: 'full', ...dates });
        expect(res.statusCode, JSON.stringify(dates)).toBe(400);
        expect(res.body.payload.fields[field]).toBe(message);
      }
      const list = await api.get('/api/v1/programmes?name=Bad%20dates', yaba.token);
      expect(list.body.payload.totalDocs).toBe(0);
    });

    it('refuses missing fields, unknown fields and unknown types by name', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ accreditation_type: 'full' }, 'name'],
        [{ name: '   ', accreditation_type: 'full' }, 'name'],
        [{ name: 'Catering' }, 'accreditation_type'],
        [{ name: 'Catering', accreditation_type: 'provisional' }, 'accreditation_type'],
        [{ name: 'Catering', accreditation_type: 'full', colour: 'red' }, 'colour'],
        [{ name: 'x'.repeat(151), accreditation_type: 'full' }, 'name'],
      ];
      for (const [body, field] of cases) {
        const res = await create(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(res.body.payload.fields)).toContain(field);
      }
      expect((await create({ name: 'Catering', accreditation_type: 'provisional' })).body.msg).toBe(
        'Accreditation type must be one of: initial, full, interim, re_accreditation, approval',
      );
    });

    it('leaves approval and denial to administrators, and never takes expired', async () => {
      const approved = await create({
        name: 'Self approved',
        accreditation_type: 'full',
        status: 'approved',
      });
      expect(approved.statusCode).toBe(403);
      expect(approved.body.msg).toBe(PROGRAMME_MESSAGES.statusByAdmin);
      expect(
        (await create({ name: 'Self denied', accreditation_type: 'full', status: 'denied' })).statusCode,
      ).toBe(403);
      const expired = await create({ name: 'Self expired', accreditation_type: 'full', status: 'expired' });
      expect(expired.statusCode).toBe(400);
      expect(expired.body.msg).toBe(
        'Status expired is not set by hand: a programme reads as expired after its expiry_date',
      );
      expect(expired.body.payload.fields.status).toBe(PROGRAMME_MESSAGES.statusExpiredComputed);
    });

    it('refuses a second programme of the same name (any letter case) for one institution, not for another', async () => {
      await created({ name: 'Computer Science', accreditation_type: 'full' });
      const again = await create({ name: 'computer SCIENCE', accreditation_type: 'interim' });
      expect(again.statusCode).toBe(409);
      expect(again.body.msg).toBe(PROGRAMME_MESSAGES.nameTaken);
      await created({ name: 'Computer Science', accreditation_type: 'full' }, ilaro);
    });

    it('is for institutions only', async () => {
      for (const userType of ['graduate', 'staff', 'employer', 'mentor', 'admin'] as const) {
        const account = await signedIn(t, userType);
        const res = await create({ name: 'Not mine', accreditation_type: 'full' }, account);
        expect(res.statusCode, userType).toBe(403);
      }
      expect(
        (await api.post('/api/v1/programmes', { name: 'x', accreditation_type: 'full' })).statusCode,
      ).toBe(401);
    });
  });

  describe('GET /v1/programmes', () => {
    let owner: Account;
    beforeAll(async () => {
      owner = await signedIn(t, 'institution', { name: 'Kaduna Polytechnic' });
      const types = ['initial', 'full', 'interim', 're_accreditation', 'approval'] as const;
      for (let i = 0; i < 60; i += 1) {
        await created(
          {
            name: `${i % 2 ? 'Electrical' : 'Civil'} Programme ${String(i).padStart(2, '0')}`,
            accreditation_type: types[i % 5],
          },
          owner,
        );
      }
      // Two long past their expiry date: one approved (reads expired), one denied (stays denied).
      const past = await created(
        {
          name: 'Old Electrical Diploma',
          accreditation_type: 'full',
          granted_date: '2015-01-01',
          expiry_date: '2020-01-01',
        },
        owner,
      );
      const denied = await created(
        {
          name: 'Old Civil Diploma',
          accreditation_type: 'full',
          granted_date: '2015-01-01',
          expiry_date: '2020-01-01',
        },
        owner,
      );
      await t.database.db.update(programmes).set({ status: 'approved' }).where(eq(programmes.id, past._id));
      await t.database.db.update(programmes).set({ status: 'denied' }).where(eq(programmes.id, denied._id));
    });

    const list = (query: string, as: Account = owner) => api.get(`/api/v1/programmes${query}`, as.token);

    it('pages 10 by default, newest first, with true totals and the spec paging fields', async () => {
      const res = await list('');
      expect(res.statusCode).toBe(200);
      expect(res.body.msg).toBe(PROGRAMME_MESSAGES.loaded);
      expect(res.body.payload).toMatchObject({
        totalDocs: 62,
        totalPages: 7,
        page: 1,
        limit: 10,
        nextPage: 2,
        prevPage: null,
        hasNextPage: true,
        hasPrevPage: false,
        pagingCounter: 1,
      });
      expect(res.body.payload.docs[0].name).toBe('Old Civil Diploma');
      for (const size of [20, 30, 40, 50]) {
        const page = (await list(`?limit=${size}&page=2`)).body.payload;
        expect(page).toMatchObject({ limit: size, page: 2, totalDocs: 62, pagingCounter: size + 1 });
        expect(page.docs).toHaveLength(Math.min(size, 62 - size));
      }
    });

    it('caps limit at 50 whatever is asked, and refuses a limit or page that is not a positive number', async () => {
      const res = await list('?limit=9999');
      expect(res.body.payload.limit).toBe(50);
      expect(res.body.payload.docs).toHaveLength(50);
      for (const query of ['?limit=0', '?limit=ten', '?page=0', '?page=-1']) {
        expect((await list(query)).statusCode, query).toBe(400);
      }
    });

    it('filters by name, type and status, and the filters combine', async () => {
      const electrical = (await list('?name=electrical&limit=50')).body.payload;
      expect(electrical.totalDocs).toBe(31);
      const full = (await list('?accreditation_type=full&limit=50')).body.payload;
      expect(full.totalDocs).toBe(14);
      const both = (await list('?name=electrical&accreditation_type=full&limit=50')).body.payload;
      expect(
        both.docs.every((doc: any) => doc.name.includes('Electrical') && doc.accreditation_type === 'full'),
      ).toBe(true);
      expect(both.totalDocs).toBe(7);
      const three = (await list('?name=electrical&accreditation_type=full&status=pending&limit=50')).body
        .payload;
      expect(three.totalDocs).toBe(6);
      expect((await list('?name=%25')).body.payload.totalDocs).toBe(0);
      expect((await list('?name=')).body.payload.totalDocs).toBe(62);
      expect((await list('?status=unknown')).statusCode).toBe(400);
    });

    it('reads a programme past its expiry date as expired, without anyone editing it; denied stays denied', async () => {
      const expired = (await list('?status=expired')).body.payload;
      expect(expired.docs.map((doc: any) => [doc.name, doc.status])).toEqual([
        ['Old Electrical Diploma', 'expired'],
      ]);
      expect(expired.docs[0].expires_in_days).toBeLessThan(0);
      const denied = (await list('?status=denied')).body.payload;
      expect(denied.docs.map((doc: any) => [doc.name, doc.status])).toEqual([
        ['Old Civil Diploma', 'denied'],
      ]);
      expect((await list('?status=approved')).body.payload.totalDocs).toBe(0);
      expect((await list('?status=pending&limit=50')).body.payload.totalDocs).toBe(60);
    });

    it("never shows another institution's programmes; created_by must be the caller", async () => {
      const other = (await list('?limit=50', yaba)).body.payload;
      expect(other.docs.every((doc: any) => doc.created_by === yaba.profile.id)).toBe(true);
      const naming = await list(`?created_by=${yaba.profile.id}`);
      expect(naming.statusCode).toBe(403);
      expect(naming.body.msg).toBe(SERVER_MESSAGES.notOwner);
      expect((await list(`?created_by=${owner.profile.id}`)).body.payload.totalDocs).toBe(62);
      expect((await list(`?created_by=${owner.user.id}`)).body.payload.totalDocs).toBe(62);
    });

    it('lets administrators read every institution, or one by created_by', async () => {
      const all = (await list('?limit=50', admin)).body.payload;
      expect(all.totalDocs).toBeGreaterThan(62);
      const one = (await list(`?created_by=${owner.user.id}&status=expired`, admin)).body.payload;
      expect(one.docs.map((doc: any) => [doc.name, doc.institution_name])).toEqual([
        ['Old Electrical Diploma', 'Kaduna Polytechnic'],
      ]);
      expect((await list(`?created_by=${UNKNOWN_ID}`, admin)).body.payload.totalDocs).toBe(0);
    });

    it('refuses every other role', async () => {
      for (const userType of ['graduate', 'staff', 'employer', 'mentor'] as const) {
        expect((await list('', await signedIn(t, userType))).statusCode, userType).toBe(403);
      }
      expect((await api.get('/api/v1/programmes')).statusCode).toBe(401);
    });
  });

  describe('one programme: read, change, delete', () => {
    it("reads, changes and deletes its own; another institution's is refused and left untouched", async () => {
      const programme = await created({ name: 'Science Laboratory Technology', accreditation_type: 'full' });
      const url = `/api/v1/programmes/${programme._id}`;
      const read = await api.get(url, yaba.token);
      expect(read.statusCode).toBe(200);
      expect(read.body.payload).toEqual(programme);

      for (const res of [
        await api.get(url, ilaro.token),
        await api.patch(url, { name: 'Taken over' }, ilaro.token),
        await api.delete(url, ilaro.token),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.body.msg).toBe(PROGRAMME_MESSAGES.notYourProgramme);
      }
      for (const userType of ['graduate', 'staff', 'employer', 'mentor'] as const) {
        const account = await signedIn(t, userType);
        expect((await api.get(url, account.token)).statusCode).toBe(403);
        expect((await api.patch(url, { name: 'x' }, account.token)).statusCode).toBe(403);
        expect((await api.delete(url, account.token)).statusCode).toBe(403);
      }
      expect((await api.get(url, yaba.token)).body.payload.name).toBe('Science Laboratory Technology');

      const renamed = await api.patch(url, { name: 'Science Lab Technology' }, yaba.token);
      expect(renamed.statusCode).toBe(200);
      expect(renamed.body.msg).toBe(PROGRAMME_MESSAGES.updated);
      expect(renamed.body.payload.name).toBe('Science Lab Technology');

      const removed = await api.delete(url, yaba.token);
      expect(removed.statusCode).toBe(200);
      expect(removed.body).toEqual({ status: 'ok', msg: PROGRAMME_MESSAGES.deleted, payload: null });
      expect((await api.get(url, yaba.token)).statusCode).toBe(404);
      expect((await api.delete(url, yaba.token)).statusCode).toBe(404);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await api.get(`/api/v1/programmes/${UNKNOWN_ID}`, yaba.token);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body.msg).toBe(PROGRAMME_MESSAGES.notFound);
      expect(
        (await api.patch(`/api/v1/programmes/${UNKNOWN_ID}`, { name: 'x' }, admin.token)).statusCode,
      ).toBe(404);
      expect((await api.get('/api/v1/programmes/not-an-id', yaba.token)).statusCode).toBe(400);
    });

    it('a new type re-applies the rule and sends the programme back to pending; a new name keeps its status', async () => {
      const programme = await created({ name: 'Agricultural Technology', accreditation_type: 'interim' });
      const url = `/api/v1/programmes/${programme._id}`;
      const approved = await api.patch(url, { status: 'approved' }, admin.token);
      expect(approved.statusCode, approved.body.msg).toBe(200);
      expect(approved.body.payload.status).toBe('approved');

      const renamed = await api.patch(url, { name: 'Agric Technology', status: 'approved' }, yaba.token);
      expect(renamed.statusCode, renamed.body.msg).toBe(200);
      expect(renamed.body.payload.status).toBe('approved');

      const retyped = await api.patch(url, { accreditation_type: 'full' }, yaba.token);
      expect(retyped.body.payload).toMatchObject({
        accreditation_type: 'full',
        ...accreditationDates('full'),
      });

      const redated = await api.patch(url, { expiry_date: '2040-01-01' }, yaba.token);
      expect(redated.body.payload).toMatchObject({ expiry_date: '2040-01-01', status: 'pending' });
    });

    it('refuses expiry before grant against the stored dates, and approval from an institution', async () => {
      const programme = await created({
        name: 'Hospitality Management',
        accreditation_type: 'full',
        granted_date: '2024-09-01',
        expiry_date: '2029-09-01',
      });
      const url = `/api/v1/programmes/${programme._id}`;
      const early = await api.patch(url, { expiry_date: '2024-08-31' }, yaba.token);
      expect(early.statusCode).toBe(400);
      expect(early.body.payload.fields.expiry_date).toBe(PROGRAMME_MESSAGES.expiryBeforeGrant);
      const crossed = await api.patch(
        url,
        { granted_date: '2030-01-01', expiry_date: '2029-01-01' },
        yaba.token,
      );
      expect(crossed.statusCode).toBe(400);
      const self = await api.patch(url, { status: 'approved' }, yaba.token);
      expect(self.statusCode).toBe(403);
      expect(self.body.msg).toBe(PROGRAMME_MESSAGES.statusByAdmin);
      expect((await api.patch(url, { status: 'expired' }, admin.token)).statusCode).toBe(400);
      expect((await api.patch(url, {}, yaba.token)).statusCode).toBe(400);
      expect((await api.patch(url, { created_by: ilaro.profile.id }, yaba.token)).statusCode).toBe(400);
      expect((await api.get(url, yaba.token)).body.payload).toMatchObject({
        granted_date: '2024-09-01',
        expiry_date: '2029-09-01',
        status: 'pending',
        created_by: yaba.profile.id,
      });
      const denied = await api.patch(
        url,
        { status: 'denied', reason: 'No NBTE approval on file' },
        admin.token,
      );
      expect(denied.body.payload.status).toBe('denied');
      expect((await api.get(url, admin.token)).statusCode).toBe(200);
      expect((await api.delete(url, admin.token)).statusCode).toBe(403);
    });

    it('uses the spec messages the form shows', () => {
      expect(PROGRAMME_MESSAGES.required).toBe('Fields marked with * are required');
      expect(PROGRAMME_MESSAGES.areYouSure).toBe(MESSAGES.areYouSure);
    });
  });
});
